/** A run of words in a word diff: kept, or only in the new text, or only in the old one. */
export interface WordPart {
  op: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * Past this many word pairs (after the common start and end are set aside), the middle shows
 * as removed then added: a longest-common-subsequence table grows with the product, and two
 * 10,000-character texts rewritten throughout are better read whole than word by word.
 */
export const WORD_DIFF_CELLS_MAX = 1_000_000;

/** Words and the spaces between them: joined back, the parts give the texts exactly. */
const wordsOf = (text: string) => text.match(/\s+|\S+/g) ?? [];

function push(parts: WordPart[], op: WordPart['op'], text: string) {
  if (!text) return;
  const last = parts.at(-1);
  if (last?.op === op) last.text += text;
  else parts.push({ op, text });
}

/** The middle of two word lists by their longest common subsequence. */
function middle(parts: WordPart[], a: string[], b: string[]) {
  if (a.length * b.length > WORD_DIFF_CELLS_MAX) {
    push(parts, 'removed', a.join(''));
    push(parts, 'added', b.join(''));
    return;
  }
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i]!);
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) push(parts, 'removed', a[i++]!);
    else push(parts, 'added', b[j++]!);
  }
  push(parts, 'removed', a.slice(i).join(''));
  push(parts, 'added', b.slice(j).join(''));
}

/**
 * `before` and `after` word by word: the 'same' and 'removed' parts joined give `before`, the
 * 'same' and 'added' parts give `after`. Adjacent parts of one kind are merged.
 */
export function wordDiff(before: string, after: string): WordPart[] {
  const a = wordsOf(before);
  const b = wordsOf(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end++;
  const parts: WordPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  middle(parts, a.slice(start, a.length - end), b.slice(start, b.length - end));
  push(parts, 'same', a.slice(a.length - end).join(''));
  return parts;
}
