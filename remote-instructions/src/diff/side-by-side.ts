import { diffWordsWithSpace } from 'diff';

export type SegmentKind = 'same' | 'deleted' | 'inserted';

export interface Segment {
  kind: SegmentKind;
  text: string;
}

export interface SideBySide {
  /** The older text, word for word, with what the newer one no longer has marked deleted. */
  before: Segment[];
  /** The newer text, word for word, with what it added marked inserted. */
  after: Segment[];
}

/**
 * A word-level diff of two texts as two columns. Whitespace counts as a token of its own, so
 * each column joins back to its text exactly (line breaks and indentation included).
 */
export function sideBySide(older: string, newer: string): SideBySide {
  const before: Segment[] = [];
  const after: Segment[] = [];
  for (const change of diffWordsWithSpace(older, newer)) {
    if (change.removed) before.push({ kind: 'deleted', text: change.value });
    else if (change.added) after.push({ kind: 'inserted', text: change.value });
    else {
      before.push({ kind: 'same', text: change.value });
      after.push({ kind: 'same', text: change.value });
    }
  }
  return { before, after };
}

/** How many stretches of text were deleted and inserted, for the summary above the columns. */
export function countChanges({ before, after }: SideBySide) {
  return {
    deleted: before.filter((segment) => segment.kind === 'deleted').length,
    inserted: after.filter((segment) => segment.kind === 'inserted').length,
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The line above the two columns; `same` is what to say when nothing changed. */
export function describeChanges(columns: SideBySide, same: string): string {
  const { deleted, inserted } = countChanges(columns);
  return deleted + inserted === 0
    ? same
    : `${plural(deleted, 'deletion')} and ${plural(inserted, 'insertion')}: deleted words are struck through, inserted words underlined.`;
}
