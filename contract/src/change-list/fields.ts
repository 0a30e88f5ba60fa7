/*
 * What a record's content holds, read from the contract's content schema (a JSON Schema
 * object): a text, a flag, a list of text lines, or a list of entries (each of texts and
 * flags). The API's kinds (api/src/kinds) walk these fields instead of naming them; the
 * change list does too. Plain code: the browser may import it without TypeBox.
 */

/** A field of an entry in a list (a segment's `details`, a persona's `isMobilizer`). */
export type EntryField = { key: string; shape: 'text' } | { key: string; shape: 'flag' };

/** A field of a record's content, in the contract's key order. */
export type ContentField =
  | EntryField
  /** A list of text lines (a USP's products). */
  | { key: string; shape: 'lines' }
  /** A list of entries (an ICP's segments), each with the same fields. */
  | { key: string; shape: 'entries'; fields: readonly EntryField[] };

interface JsonSchema {
  type?: string;
  /** One of fixed texts (`Type.Enum`). */
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

function entryField(key: string, schema: JsonSchema): EntryField {
  // One of fixed texts (`Type.Enum`: a research source's section) is stored as text.
  if (schema.type === 'string' || schema.enum?.every((value) => typeof value === 'string'))
    return { key, shape: 'text' };
  if (schema.type === 'boolean') return { key, shape: 'flag' };
  throw new Error(`content field '${key}': a ${schema.type} is not a text or a flag`);
}

/** The fields of a content schema (a `Type.Object`), in its key order. */
export function contentFields(schema: object): readonly ContentField[] {
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

/**
 * The fields of each kind's content, as contentFields reads them from IcpContent and
 * UspContent. Written out here so the browser's change list needs no schema (and no TypeBox);
 * a contract test fails the moment a schema gains a field this does not list.
 */
export const CONTENT_FIELDS = {
  icp: [
    { key: 'name', shape: 'text' },
    { key: 'description', shape: 'text' },
    {
      key: 'segments',
      shape: 'entries',
      fields: [
        { key: 'name', shape: 'text' },
        { key: 'description', shape: 'text' },
        { key: 'details', shape: 'text' },
      ],
    },
    {
      key: 'buyerPersonas',
      shape: 'entries',
      fields: [
        { key: 'name', shape: 'text' },
        { key: 'description', shape: 'text' },
        { key: 'isMobilizer', shape: 'flag' },
        { key: 'isBuyingCommittee', shape: 'flag' },
      ],
    },
  ],
  usp: [
    { key: 'name', shape: 'text' },
    { key: 'differentiator', shape: 'text' },
    { key: 'products', shape: 'lines' },
    { key: 'capabilities', shape: 'lines' },
  ],
} as const satisfies Record<string, readonly ContentField[]>;

/** The kinds a change list is made for: 'icp', 'usp'. */
export type RevisableKind = keyof typeof CONTENT_FIELDS;
