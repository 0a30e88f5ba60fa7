import type { Change, Entry, FieldValue, RevisableKind } from '@portal/contract/change-list';

/*
 * A change list in the form's words (issue 39 §2): what each change does, and an entry's
 * fields as the form labels them, so staff read the proposal as they would the form.
 */

/** A record's own fields as the form labels them; a list's entries as one is called. */
const WORDS: Record<RevisableKind, Record<string, string>> = {
  icp: {
    name: 'ICP Name',
    description: 'Customer Description',
    segments: 'Segment',
    buyerPersonas: 'Buyer persona',
  },
  usp: {
    name: 'USP Name',
    differentiator: 'Differentiator',
    products: 'Product',
    capabilities: 'Capability',
  },
};

/** An entry's fields as the form labels them (a persona's flags: its checkboxes). */
const ENTRY_WORDS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  details: 'Details',
  isMobilizer: 'Mobilizer Persona',
  isBuyingCommittee: 'Buying Committee',
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
  return ENTRY_WORDS[key] ?? key;
}

export const flagText = (value: FieldValue) =>
  typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;

/** An added or removed entry read out, field by field; empty texts left out. */
export function entryLines(kind: RevisableKind, field: string, entry: Entry): string[] {
  return Object.entries(entry)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${fieldLabel(kind, field, key)}: ${flagText(value)}`);
}
