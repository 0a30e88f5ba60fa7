import { type ContentField, contentFields, type EntryField } from '@portal/contract/change-list';

/*
 * What a record holds, read once from the contract's content schema (a JSON Schema object):
 * every place that turns a record's content into something else (the canonical form lineage
 * hashes, a pack's content, an audit entry's fields, a draft as saved, CSV columns and cells,
 * the rows of its child tables) walks these fields instead of naming them. A new field in the
 * contract is a new field everywhere here.
 */

/** The fields' reader is the contract's: the browser's change list walks the same fields. */
export { type ContentField, contentFields, type EntryField };

type Loose = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '').trim();

function canonicalEntry(fields: readonly EntryField[], entry: Loose): Loose {
  return Object.fromEntries(
    fields.map((field) => [
      field.key,
      field.shape === 'text' ? text(entry[field.key]) : Boolean(entry[field.key]),
    ]),
  );
}

/**
 * The content as stored, in the contract's key order and nothing else: texts trimmed, an
 * optional text left out as '', ids, scope, revision and lineage dropped. A draft saved
 * unchanged has the same canonical content as the record it became; two records with the
 * same content give the same bytes (packs, hashes, audit entries).
 */
export function canonical<T>(fields: readonly ContentField[], content: object): T {
  const source = content as Loose;
  return Object.fromEntries(
    fields.map((field) => {
      const value = source[field.key];
      switch (field.shape) {
        case 'lines':
          return [field.key, (value as unknown[]).map(text)];
        case 'entries':
          return [
            field.key,
            (value as Loose[]).map((entry) => canonicalEntry(field.fields, entry)),
          ];
        case 'text':
          return [field.key, text(value)];
        case 'flag':
          return [field.key, Boolean(value)];
      }
    }),
  ) as T;
}

/** The fields that are not lists: the columns of the record's own row. */
export const ownFields = (fields: readonly ContentField[]) =>
  fields.filter((field): field is EntryField => field.shape === 'text' || field.shape === 'flag');

/** The list fields: each a child table of the record's. */
export const listFields = (fields: readonly ContentField[]) =>
  fields.filter(
    (field): field is Extract<ContentField, { shape: 'lines' | 'entries' }> =>
      field.shape === 'lines' || field.shape === 'entries',
  );

/** `isBuyingCommittee` → `is_buying_committee`: a field's column. */
export const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** `buyerPersonas` → 'buyer personas': a field named in words. */
export const fieldWords = (key: string) => key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
