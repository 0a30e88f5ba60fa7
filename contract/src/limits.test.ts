import {
  cutToLength,
  NOT_BLANK_PATTERN,
  PROMPT_LIMITS,
  REQUIRED_TEXT_PATTERN,
  restoredDescription,
  ROLES,
  roleHolds,
} from './limits';

// Ajv (the API's validator) reads JSON Schema patterns with the `u` flag.
const requiredText = new RegExp(REQUIRED_TEXT_PATTERN, 'u');
const notBlank = new RegExp(NOT_BLANK_PATTERN, 'u');

describe('REQUIRED_TEXT_PATTERN: at least one visible character', () => {
  it.each([
    ['empty', ''],
    ['spaces and tabs', ' \t '],
    ['line breaks', '\r\n\u2028\u2029'],
    ['no-break space', '\u00a0'],
    ['other Unicode spaces', '\u2002\u2003\u2009\u202f\u205f\u3000'],
    ['zero-width space', '\u200b'],
    ['zero-width (non-)joiners and direction marks', '\u200c\u200d\u200e\u200f'],
    ['word joiner and invisible operators', '\u2060\u2061\u2062\u2063\u2064'],
    ['byte order mark', '\ufeff'],
    ['soft hyphen', '\u00ad'],
    ['Hangul fillers', '\u115f\u1160\u3164\uffa0'],
    ['combining grapheme joiner and variation selector', '\u034f\ufe0f'],
    ['Mongolian vowel separator', '\u180e'],
    ['control characters', '\u0001\u007f\u0085'],
    ['a mix of them', ' \u200b\u00a0\ufeff\t'],
  ])('rejects %s', (_what, text) => {
    expect(requiredText.test(text)).toBe(false);
  });

  it.each([
    ['a word', 'Enterprise'],
    ['a word between blanks', '\u200b a \u00a0'],
    ['one punctuation mark', '-'],
    ['non-Latin letters', 'Überblick 概要 مرحبا'],
    ['an emoji', '\u{1f680}'],
    ['an emoji with a variation selector', '\u2764\ufe0f'],
  ])('accepts %s', (_what, text) => {
    expect(requiredText.test(text)).toBe(true);
  });
});

describe('NOT_BLANK_PATTERN: something left after trimming', () => {
  it.each(['      ', '\t\n', '\u00a0\u3000', '\ufeff'])(
    'rejects %j, as trim() empties it',
    (text) => {
      expect(text.trim()).toBe('');
      expect(notBlank.test(text)).toBe(false);
    },
  );

  it.each(['secret', ' pass word ', '\u200b'])('accepts %j, as trim() keeps it', (text) => {
    expect(text.trim()).not.toBe('');
    expect(notBlank.test(text)).toBe(true);
  });
});

/** Ajv's maxLength count (code points: a surrogate pair is one character). */
const length = (text: string) => [...text].length;
/** A lone surrogate: what a cut inside a pair leaves, and what the API refuses. */
const LONE_SURROGATE = /\p{Cs}/u;

describe('cutToLength: at most `max` characters as the API counts them', () => {
  it.each([
    ['short text whole', 'abc', 5, 'abc'],
    ['text of exactly max whole', 'abcde', 5, 'abcde'],
    ['ASCII cut', 'abcdef', 3, 'abc'],
    ['emoji counted as one each', '\u{1f600}\u{1f600}\u{1f600}', 2, '\u{1f600}\u{1f600}'],
    ['a pair never split', 'ab\u{1f680}cd', 3, 'ab\u{1f680}'],
    ['nothing left at 0', 'abc', 0, ''],
  ])('%s', (_what, text, max, cut) => {
    expect(cutToLength(text, max)).toBe(cut);
  });

  it('never leaves a lone surrogate, at any limit', () => {
    const text = 'a\u{1f600}b\u{1f680}\u{1f680}c\u2764\ufe0f\u{1f468}\u200d\u{1f469}';
    for (let max = 0; max <= length(text) + 1; max++) {
      const cut = cutToLength(text, max);
      expect([max, LONE_SURROGATE.test(cut)]).toEqual([max, false]);
      expect(length(cut)).toBe(Math.min(max, length(text)));
      expect(text.startsWith(cut)).toBe(true);
    }
  });
});

describe('restoredDescription', () => {
  const emoji = '\u{1f600}';

  it('says where the version came from', () => {
    expect(restoredDescription('1.0', 'Draft ICPs')).toBe('Restored from version 1.0: Draft ICPs');
  });

  it('keeps 249 emoji whole: 276 characters are within the limit', () => {
    expect(restoredDescription('1.0', emoji.repeat(249))).toBe(
      `Restored from version 1.0: ${emoji.repeat(249)}`,
    );
  });

  it('cuts a description at the limit between two emoji, never inside one', () => {
    const restored = restoredDescription('1.0', emoji.repeat(PROMPT_LIMITS.description));
    expect(restored).toBe(`Restored from version 1.0: ${emoji.repeat(473)}`);
    expect(length(restored)).toBe(PROMPT_LIMITS.description);
    expect(LONE_SURROGATE.test(restored)).toBe(false);
  });
});

describe('roleHolds: each role holds the rights of those below it', () => {
  const rightsOf = (role: (typeof ROLES)[number]) =>
    (['read', 'change', 'release', 'administer'] as const).filter((right) =>
      roleHolds(role, right),
    );

  it.each([
    ['viewer', ['read']],
    ['editor', ['read', 'change']],
    ['releaser', ['read', 'change', 'release']],
    ['admin', ['read', 'change', 'release', 'administer']],
  ] as const)('%s: %j', (role, rights) => {
    expect(rightsOf(role)).toEqual(rights);
  });
});
