import { useMemo, type CSSProperties } from 'react';
import { theme } from '@portal/shared/antd';
import type { TemplateAnalysis } from '@portal/contract/template';
import { templateSegments } from './template-tags';
import { useMirrorGeometry } from './use-mirror-geometry';

// The mirror lies over the textarea and lets every pointer event through to it. Its text is
// hidden and only the marks' tints show, blended like a highlighter over the textarea's own
// text: typing, selection, IME and undo stay the real textarea's.
const MIRROR: CSSProperties = {
  position: 'absolute',
  boxSizing: 'border-box',
  margin: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
  visibility: 'hidden',
  mixBlendMode: 'multiply',
};
const HIDDEN: CSSProperties = { visibility: 'hidden' };

interface TagHighlightsProps {
  textarea: HTMLTextAreaElement;
  text: string;
  analysis: TemplateAnalysis;
}

/** Marks each `{{…}}` tag of the Instruction: a known variable tinted, a problem underlined. */
export function TagHighlights({ textarea, text, analysis }: TagHighlightsProps) {
  const { token } = theme.useToken();
  const mirror = useMirrorGeometry(textarea, text);
  const segments = useMemo(() => templateSegments(text, analysis), [text, analysis]);

  const mark = (problem: boolean): CSSProperties => ({
    visibility: 'visible',
    color: 'transparent',
    borderRadius: token.borderRadiusXS,
    background: problem ? token.colorErrorBgHover : token.colorPrimaryBgHover,
    // Not by colour alone: a problem is also underlined.
    borderBottom: problem ? `2px solid ${token.colorError}` : undefined,
  });

  return (
    <div ref={mirror} aria-hidden="true" style={MIRROR}>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <mark key={index} data-problem={segment.problem} style={mark(segment.problem)}>
            <span style={HIDDEN}>{segment.text}</span>
          </mark>
        ),
      )}
      {/* A last empty line still takes a line in the textarea; keep the heights equal. */}
      {'\u200b'}
    </div>
  );
}
