import type { CSSProperties } from 'react';
import { VisuallyHidden } from '../components/visually-hidden';
import type { Segment } from './side-by-side';

// Dark text on a light tint, each pair above 7:1 (WCAG AA asks 4.5:1); the strike-through and
// the underline say the same without colour, and the hidden words say it to screen readers.
export const DELETED_STYLE: CSSProperties = {
  color: '#82071e',
  background: '#ffebe9',
  textDecoration: 'line-through',
};
export const INSERTED_STYLE: CSSProperties = {
  color: '#0f5323',
  background: '#dafbe1',
  textDecoration: 'underline',
};

/** One column's text with its changes as <del> or <ins>. */
export function ChangeMarks({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) => {
    if (segment.kind === 'same') return <span key={index}>{segment.text}</span>;
    const Mark = segment.kind === 'deleted' ? 'del' : 'ins';
    const word = segment.kind === 'deleted' ? 'deletion' : 'insertion';
    return (
      <Mark key={index} style={segment.kind === 'deleted' ? DELETED_STYLE : INSERTED_STYLE}>
        <VisuallyHidden>{`[${word} start] `}</VisuallyHidden>
        {segment.text}
        <VisuallyHidden>{` [${word} end]`}</VisuallyHidden>
      </Mark>
    );
  });
}
