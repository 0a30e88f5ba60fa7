import { NOT_BLANK_PATTERN, REQUIRED_TEXT_PATTERN } from './limits';

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
