import type { Change, Entry, FieldValue, RevisableKind } from '@portal/contract/change-list';
import { ENTRY_LABELS, FIELD_LABELS } from '../lib/field-labels';

/*
 * A change list in the form's words (issue 39 §2): what each change does, and an entry's
 * fields as the form labels them, so staff read the proposal as they would the form.
 */

/** A list's entries as one is called; a record's own fields as its form labels them. */
const WORDS: Record<RevisableKind, Record<string, string>> = {
  icp: { ...FIELD_LABELS.icp, segments: 'Segment', buyerPersonas: 'Buyer persona' },
  usp: { ...FIELD_LABELS.usp, products: 'Product', capabilities: 'Capability' },
};

/** e.g. 'ICP Name changed', 'Segment “Retail” added', 'Product “API” removed'. */
export function changeTitle(kind: RevisableKind, change: Change): string {
  const noun = WORDS[kind][change.field] ?? change.field;
  if (change.item === undefined) return `${noun} ${change.action}`;
  return `${noun} “${change.item}” ${change.action}`;
}

/** A field's label: the record's own ('ICP Name'), or an entry's ('Details'). */
export function fieldLabel(kind: RevisableKind, field: string, key?: string): string {
  if (key === undefined) return WORDS[kind][field] ?? field;
  return ENTRY_LABELS[key] ?? key;
}

export const flagText = (value: FieldValue) =>
  typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;

/** An added or removed entry read out, field by field; empty texts left out. */
export function entryLines(kind: RevisableKind, field: string, entry: Entry): string[] {
  return Object.entries(entry)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${fieldLabel(kind, field, key)}: ${flagText(value)}`);
}
