import fc from 'fast-check';
import { junkKey, junkValue } from './junk';

type Fields = Record<string, unknown>;

/** Sets an own property even for `__proto__`, so JSON.stringify sends it as a field. */
function withField(fields: Fields, key: string, value: unknown): Fields {
  const copy = { ...fields };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/**
 * A body as generated, or with one defect: a field missing, a field of junk (wrong type,
 * hostile string, nested junk), or a field the schema does not know. `cleanWeight` against 3
 * sets how often it stays intact.
 */
export function mutated(body: fc.Arbitrary<Fields>, cleanWeight = 3): fc.Arbitrary<Fields> {
  return fc
    .tuple(
      body,
      fc.oneof(
        { weight: cleanWeight, arbitrary: fc.constant({ kind: 'none' as const }) },
        { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
        {
          weight: 1,
          arbitrary: fc.record({
            kind: fc.constant('junk' as const),
            at: fc.nat(),
            value: junkValue,
          }),
        },
        {
          weight: 1,
          arbitrary: fc.record({
            kind: fc.constant('extra' as const),
            key: junkKey,
            value: junkValue,
          }),
        },
      ),
    )
    .map(([fields, mutation]) => {
      const keys = Object.keys(fields);
      if (mutation.kind === 'none' || (mutation.kind !== 'extra' && keys.length === 0)) {
        return fields;
      }
      if (mutation.kind === 'extra') return withField(fields, mutation.key, mutation.value);
      const key = keys[mutation.at % keys.length]!;
      if (mutation.kind === 'junk') return withField(fields, key, mutation.value);
      const { [key]: _dropped, ...rest } = fields;
      return rest;
    });
}
