import type { CSSProperties, ReactNode } from 'react';

/*
 * A text's changes word by word (issue 39 §2: a revision's change list; the instruction
 * studio's compare shows the same marks): what was removed as <del>, what was added as <ins>.
 * Its own entry point, so only the lazy parts that show changes bundle it.
 */

const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** Read by screen readers only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={hidden}>{children}</span>;
}

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

/** A run of words: kept, added or removed (the contract's `WordPart`). */
export interface WordRun {
  op: 'same' | 'added' | 'removed';
  text: string;
}

/** One removed or added run, marked for the eye and the ear. */
export function ChangeMark({ op, children }: { op: 'added' | 'removed'; children: ReactNode }) {
  const Mark = op === 'removed' ? 'del' : 'ins';
  const word = op === 'removed' ? 'deletion' : 'insertion';
  return (
    <Mark style={op === 'removed' ? DELETED_STYLE : INSERTED_STYLE}>
      <VisuallyHidden>{`[${word} start] `}</VisuallyHidden>
      {children}
      <VisuallyHidden>{` [${word} end]`}</VisuallyHidden>
    </Mark>
  );
}

/** A text with its changes marked, kept words as they are. */
export function WordChanges({ parts }: { parts: readonly WordRun[] }) {
  return parts.map((part, index) =>
    part.op === 'same' ? (
      <span key={index}>{part.text}</span>
    ) : (
      <ChangeMark key={index} op={part.op}>
        {part.text}
      </ChangeMark>
    ),
  );
}
