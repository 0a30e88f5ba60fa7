import type { TSchema } from 'typebox';

/*
 * What a record holds, read once from the contract's content schema (a JSON Schema object):
 * every place that turns a record's content into something else (the canonical form lineage
 * hashes, a pack's content, an audit entry's fields, a draft as saved, CSV columns and cells,
 * the rows of its child tables) walks these fields instead of naming them. A new field in the
 * contract is a new field everywhere here.
 */

/** A field of an entry in a list (a segment's `details`, a persona's `isMobilizer`). */
export type EntryField = { key: string; shape: 'text' } | { key: string; shape: 'flag' };

/** A field of a record's content, in the contract's key order. */
export type ContentField =
  | EntryField
  /** A list of text lines (a USP's products): a child table of `value`s. */
  | { key: string; shape: 'lines' }
  /** A list of entries (an ICP's segments): a child table with a column per field and an id. */
  | { key: string; shape: 'entries'; fields: readonly EntryField[] };

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

function entryField(key: string, schema: JsonSchema): EntryField {
  if (schema.type === 'string') return { key, shape: 'text' };
  if (schema.type === 'boolean') return { key, shape: 'flag' };
  throw new Error(`content field '${key}': a ${schema.type} is not a text or a flag`);
}

/** The fields of a content schema (`Type.Object`), in its key order. */
export function contentFields(schema: TSchema): readonly ContentField[] {
  const { properties = {} } = schema as JsonSchema;
  return Object.entries(properties).map(([key, field]): ContentField => {
    if (field.type !== 'array') return entryField(key, field);
    if (field.items?.type === 'string') return { key, shape: 'lines' };
    const entry = field.items?.properties ?? {};
    return {
      key,
      shape: 'entries',
      fields: Object.entries(entry).map(([name, schema]) => entryField(name, schema)),
    };
  });
}

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
