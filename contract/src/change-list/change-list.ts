import { CONTENT_FIELDS, type ContentField, type EntryField, type RevisableKind } from './fields';
import { type WordPart, wordDiff } from './word-diff';

/*
 * A change list (issue 39 §2): what a proposal (a revision's, or a draft's) would change in a
 * record, one change at a time, each with a stable id, so staff accept or reject each and the
 * content to save is rebuilt from the ones accepted. The API answers it with a revision; the
 * browser rebuilds it on the current record when the record changed meanwhile, and compares a
 * filled form with a draft. Walks the kind's content fields: a new field needs no code here.
 */

/** A text or a flag, as stored (texts trimmed). */
export type FieldValue = string | boolean;
/** An entry of a list (a segment, a persona): its fields, without its id. */
export type Entry = Record<string, FieldValue>;

/** One field of a changed text, flag or entry; `words` for a text. */
export interface FieldDiff {
  key: string;
  before: FieldValue;
  after: FieldValue;
  words?: WordPart[];
}

export interface Change {
  /**
   * Stable for the same change, whichever list it is in: `name`; `segments:changed:enterprise`
   * (an entry by its name before, lower case), `segments:added:…`, `segments:removed:…`;
   * `products:added:{line}`. A second entry or line of the same name and action gets `#2`.
   */
  id: string;
  /** The content key it changes: 'name', 'segments', 'products'. */
  field: string;
  action: 'added' | 'changed' | 'removed';
  /** An entry's name (the proposal's for an added one, the record's otherwise), or the line. */
  item?: string;
  /** The record's value: the text or flag, the entry, the line; absent when added. */
  before?: FieldValue | Entry;
  /** The proposal's value; absent when removed. */
  after?: FieldValue | Entry;
  /** What changed, field by field (a text with its word diff); for 'changed' only. */
  diffs?: FieldDiff[];
  /**
   * In a list: the entry's or line's index in the record; for an added one, where it goes
   * (before the record's entry at that index; the list's length: at the end).
   */
  beforeIndex?: number;
  /** In a list: its index in the proposal; absent when removed. */
  afterIndex?: number;
}

type Loose = Record<string, unknown>;

/** A kind by name (the browser's), or its fields as the API's kinds read them. */
export type ContentKind = RevisableKind | readonly ContentField[];
const fieldsOf = (kind: ContentKind): readonly ContentField[] =>
  typeof kind === 'string' ? CONTENT_FIELDS[kind] : kind;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const valueOf = (field: EntryField, value: unknown): FieldValue =>
  field.shape === 'text' ? text(value) : Boolean(value);

const entryOf = (fields: readonly EntryField[], value: unknown): Entry =>
  Object.fromEntries(
    fields.map((field) => [field.key, valueOf(field, (value as Loose)[field.key])]),
  );

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The field an entry is known by: its `name`, else its first text. */
const nameField = (fields: readonly EntryField[]) =>
  fields.find((field) => field.key === 'name') ?? fields.find((field) => field.shape === 'text');

const sameEntry = (fields: readonly EntryField[], a: Entry, b: Entry) =>
  fields.every((field) => a[field.key] === b[field.key]);

function fieldDiff(key: string, before: FieldValue, after: FieldValue): FieldDiff {
  return typeof before === 'string' && typeof after === 'string'
    ? { key, before, after, words: wordDiff(before, after) }
    : { key, before, after };
}

/** Ids made unique: the second `segments:added:x` is `segments:added:x#2`. */
function idMaker() {
  const seen = new Map<string, number>();
  return (base: string) => {
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}#${count}`;
  };
}

/**
 * Pairs of indexes (record, proposal): first by name (case-insensitive, trimmed, in order),
 * then the rest by position (a renamed entry where it was is a change, not a removal and an
 * addition).
 */
function pairEntries(names: { before: string[]; after: string[] }) {
  const byAfter = new Map<number, number>();
  const byBefore = new Map<number, number>();
  const pair = (i: number, j: number) => {
    byBefore.set(i, j);
    byAfter.set(j, i);
  };
  names.before.forEach((name, i) => {
    const j = names.after.findIndex((other, j) => !byAfter.has(j) && other === name);
    if (j >= 0) pair(i, j);
  });
  names.before.forEach((_, i) => {
    if (!byBefore.has(i) && i < names.after.length && !byAfter.has(i)) pair(i, i);
  });
  return { byBefore, byAfter };
}

/** Where the proposal's item `j` goes in the record: after the item its predecessor pairs with. */
function insertionPoint(byAfter: Map<number, number>, j: number): number {
  for (let k = j - 1; k >= 0; k--) {
    const i = byAfter.get(k);
    if (i !== undefined) return i + 1;
  }
  return 0;
}

function entryChanges(
  field: Extract<ContentField, { shape: 'entries' }>,
  before: Entry[],
  after: Entry[],
): Change[] {
  const named = nameField(field.fields);
  const nameOf = (entry: Entry) => (named ? String(entry[named.key]) : '');
  const { byBefore, byAfter } = pairEntries({
    before: before.map((entry) => nameOf(entry).toLowerCase()),
    after: after.map((entry) => nameOf(entry).toLowerCase()),
  });
  const id = idMaker();
  const changes: Change[] = [];
  before.forEach((entry, i) => {
    const j = byBefore.get(i);
    const item = nameOf(entry);
    const base = { field: field.key, item, before: entry, beforeIndex: i };
    if (j === undefined) {
      changes.push({
        id: id(`${field.key}:removed:${item.toLowerCase()}`),
        action: 'removed',
        ...base,
      });
      return;
    }
    const proposed = after[j]!;
    if (sameEntry(field.fields, entry, proposed)) return;
    changes.push({
      id: id(`${field.key}:changed:${item.toLowerCase()}`),
      action: 'changed',
      ...base,
      after: proposed,
      afterIndex: j,
      diffs: field.fields
        .filter((f) => entry[f.key] !== proposed[f.key])
        .map((f) => fieldDiff(f.key, entry[f.key]!, proposed[f.key]!)),
    });
  });
  after.forEach((entry, j) => {
    if (byAfter.has(j)) return;
    const item = nameOf(entry);
    changes.push({
      id: id(`${field.key}:added:${item.toLowerCase()}`),
      field: field.key,
      action: 'added',
      item,
      after: entry,
      beforeIndex: insertionPoint(byAfter, j),
      afterIndex: j,
    });
  });
  return changes;
}

function lineChanges(key: string, before: string[], after: string[]): Change[] {
  const byAfter = new Map<number, number>();
  const byBefore = new Map<number, number>();
  before.forEach((line, i) => {
    const j = after.findIndex((other, j) => !byAfter.has(j) && other === line);
    if (j < 0) return;
    byBefore.set(i, j);
    byAfter.set(j, i);
  });
  const id = idMaker();
  const removed = before.flatMap((line, i): Change[] =>
    byBefore.has(i)
      ? []
      : [
          {
            id: id(`${key}:removed:${line}`),
            field: key,
            action: 'removed',
            item: line,
            before: line,
            beforeIndex: i,
          },
        ],
  );
  const added = after.flatMap((line, j): Change[] =>
    byAfter.has(j)
      ? []
      : [
          {
            id: id(`${key}:added:${line}`),
            field: key,
            action: 'added',
            item: line,
            after: line,
            beforeIndex: insertionPoint(byAfter, j),
            afterIndex: j,
          },
        ],
  );
  return [...removed, ...added];
}

const linesOf = (value: unknown) => listOf(value).map(text);
const entriesOf = (fields: readonly EntryField[], value: unknown) =>
  listOf(value).map((entry) => entryOf(fields, entry));

/**
 * What `after` (a proposal) changes in `before` (a record, or a form's content), in the
 * content's field order: each text or flag changed, each entry added, changed or removed,
 * each line added or removed. Texts are compared trimmed, as they are stored; ids, scope and
 * revision are not content and never differ.
 */
export function changeList(kind: ContentKind, before: object, after: object): Change[] {
  const a = before as Loose;
  const b = after as Loose;
  return fieldsOf(kind).flatMap((field: ContentField): Change[] => {
    switch (field.shape) {
      case 'entries':
        return entryChanges(
          field,
          entriesOf(field.fields, a[field.key]),
          entriesOf(field.fields, b[field.key]),
        );
      case 'lines':
        return lineChanges(field.key, linesOf(a[field.key]), linesOf(b[field.key]));
      default: {
        const old = valueOf(field, a[field.key]);
        const now = valueOf(field, b[field.key]);
        if (old === now) return [];
        return [
          {
            id: field.key,
            field: field.key,
            action: 'changed',
            before: old,
            after: now,
            diffs: [fieldDiff(field.key, old, now)],
          },
        ];
      }
    }
  });
}

/** A list with the accepted changes of it applied, in the record's order. */
function appliedList<T>(items: T[], changes: Change[]): T[] {
  const at = (action: Change['action'], i: number) =>
    changes.find((change) => change.action === action && change.beforeIndex === i);
  const inserts = (i: number) =>
    changes
      .filter((change) => change.action === 'added' && change.beforeIndex === i)
      .sort((x, y) => (x.afterIndex ?? 0) - (y.afterIndex ?? 0))
      .map((change) => change.after as T);
  const out: T[] = [];
  for (let i = 0; i <= items.length; i++) {
    out.push(...inserts(i));
    if (i === items.length || at('removed', i)) continue;
    const changed = at('changed', i);
    out.push(changed ? (changed.after as T) : items[i]!);
  }
  return out;
}

/**
 * The content `before` becomes with the changes whose ids are in `acceptedIds` (the others
 * rejected): the content's fields only, texts trimmed, entries without ids, ready to send
 * with an update. `changes` must be changeList(kind, before, …) of this very `before`: a list
 * made on an older record is rebuilt first.
 */
export function applyChanges(
  kind: ContentKind,
  before: object,
  changes: readonly Change[],
  acceptedIds: Iterable<string>,
): Record<string, unknown> {
  const accepted = new Set(acceptedIds);
  const source = before as Loose;
  return Object.fromEntries(
    fieldsOf(kind).map((field: ContentField) => {
      const mine = changes.filter(
        (change) => change.field === field.key && accepted.has(change.id),
      );
      switch (field.shape) {
        case 'entries':
          return [field.key, appliedList(entriesOf(field.fields, source[field.key]), mine)];
        case 'lines':
          return [field.key, appliedList(linesOf(source[field.key]), mine)];
        default:
          return [field.key, mine[0] ? mine[0].after : valueOf(field, source[field.key])];
      }
    }),
  );
}

/**
 * The ids of `changes` that `saved` (the content as saved) keeps: a text or flag as proposed,
 * an added or changed entry found as proposed, a removed entry's name gone, an added line
 * present, a removed line gone. The API counts them for a revision's lineage from what was
 * saved, whatever the browser says.
 */
export function keptChanges(
  kind: ContentKind,
  changes: readonly Change[],
  saved: object,
): string[] {
  const content = saved as Loose;
  const fields = new Map<string, ContentField>(
    fieldsOf(kind).map((field: ContentField) => [field.key, field]),
  );
  return changes
    .filter((change) => {
      const field = fields.get(change.field);
      if (!field) return false;
      switch (field.shape) {
        case 'lines': {
          const lines = linesOf(content[field.key]);
          return change.action === 'added'
            ? lines.includes(change.after as string)
            : !lines.includes(change.before as string);
        }
        case 'entries': {
          const entries = entriesOf(field.fields, content[field.key]);
          if (change.action !== 'removed')
            return entries.some((entry) => sameEntry(field.fields, entry, change.after as Entry));
          const named = nameField(field.fields);
          const name = (entry: Entry) => String(named ? entry[named.key] : '').toLowerCase();
          return !entries.some((entry) => name(entry) === name(change.before as Entry));
        }
        default:
          return valueOf(field, content[field.key]) === change.after;
      }
    })
    .map((change) => change.id);
}
