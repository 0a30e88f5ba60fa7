import fc from 'fast-check';

/**
 * Hostile values for the fuzz test: strings the database or the validators could mishandle,
 * values of the wrong type, nesting, and path segments a browser would never send.
 */

/** Characters with a history: NUL, lone surrogates, invisible and blank ones, RTL, emoji. */
const TRICKY_CHARS = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\ud83d',
  '\u200b',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u00a0',
  '\u3000',
  '\u202e',
  '\u0301',
  '\t',
  '\n',
  ' ',
  '😀',
  '👩‍💻',
  'é',
  'Ω',
  '中',
  '\\',
  '"',
  "'",
  '%',
  '/',
  '?',
  '#',
  '..',
  '${x}',
  '<script>',
  "'; drop table icps; --",
];

/** Around every length limit of the contract (ids 100, names 200, texts 10 000, …). */
const LONG_LENGTHS = [
  99, 100, 101, 199, 200, 201, 320, 321, 499, 500, 501, 1024, 1025, 10_000, 10_001,
];

/** Any UTF-16 code unit, lone surrogates included (fc's 'binary' unit never makes those). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

export const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: codeUnit, maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...TRICKY_CHARS), fc.string({ maxLength: 3 })), {
        maxLength: 6,
      })
      .map((parts) => parts.join('')),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...LONG_LENGTHS), fc.constantFrom('a', 'é', '😀', ' ', '\u200b'))
      .map(([length, char]) => char.repeat(length)),
  },
);

/**
 * `[[[…]]]` / `{"a":{"a":…}}` as deep as a small body allows (found the guard's stack
 * overflow). A marker, not the value: JSON.stringify itself would overflow; World writes it.
 */
export interface Deep {
  $deep: number;
  arrays: boolean;
}
export const deepNesting: fc.Arbitrary<Deep> = fc.record({
  $deep: fc.constantFrom(2, 10, 100, 3_000, 20_000),
  arrays: fc.boolean(),
});

export const isDeep = (value: unknown): value is Deep =>
  typeof value === 'object' && value !== null && '$deep' in value;

/** The JSON text of a Deep marker. */
export const deepJson = ({ $deep, arrays }: Deep) =>
  arrays ? '['.repeat($deep) + ']'.repeat($deep) : '{"a":'.repeat($deep) + '{}' + '}'.repeat($deep);

/** A value of any JSON type (or nested junk) where the schema wants something else. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: junkString },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      1e308,
      Number.MAX_SAFE_INTEGER + 2,
      [],
      {},
      [''],
      { $ne: null },
      '1.0',
      '',
    ),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deepNesting },
);

/** A field name a schema does not know (prototype pollution names included). */
export const junkKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'seq', 'tenant_id', 'id'),
  fc.string({ maxLength: 10 }),
  fc.string({ unit: codeUnit, maxLength: 5 }),
);

/** UTF-16 as UTF-8 bytes, lone surrogates too (WTF-8), percent-encoded: what a raw client sends. */
function percentEncodeAnything(value: string): string {
  let out = '';
  for (const char of value) {
    const point = char.codePointAt(0)!;
    const bytes =
      point < 0x80
        ? [point]
        : point < 0x800
          ? [0xc0 | (point >> 6), 0x80 | (point & 63)]
          : point < 0x10000
            ? [0xe0 | (point >> 12), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63)]
            : [
                0xf0 | (point >> 18),
                0x80 | ((point >> 12) & 63),
                0x80 | ((point >> 6) & 63),
                0x80 | (point & 63),
              ];
    out += /^[A-Za-z0-9\-._~]$/.test(char)
      ? char
      : bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

/** One path segment as it appears in a URL: encoded junk, broken escapes, huge, empty. */
export const junkSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: junkString.map(percentEncodeAnything) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%00',
      'a%00b',
      '%ZZ',
      '%',
      '%C0%80',
      '%ED%A0%80',
      '%F4%90%80%80',
      '%FF',
      '%uD800',
      '..',
      '.',
      '%2F',
      '%2e%2e',
      '',
      '0',
      '-1',
      'null',
      'undefined',
      'true',
      '%5B%5D',
      '1e309',
      'a;b',
      'a%20',
      '%E2%80%8B',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(100, 101, 1_000, 20_000).map((length) => 'x'.repeat(length)),
  },
);
