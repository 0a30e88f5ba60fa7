import type { RevisableKind } from '@portal/contract/change-list';

/**
 * Each kind's own fields as its form labels them, for texts that name a field: the History's
 * changes (issue 37 §4: 'Buyer Personas changed', not 'buyerPersonas changed') and a revision's
 * change list (issue 39 §2). The forms, cards and these texts say the same words.
 */
export const FIELD_LABELS: Record<RevisableKind, Record<string, string>> = {
  icp: {
    name: 'ICP Name',
    description: 'Customer Description',
    segments: 'Segments',
    buyerPersonas: 'Buyer Personas',
  },
  usp: {
    name: 'USP Name',
    differentiator: 'Differentiator',
    products: 'Products',
    capabilities: 'Capabilities',
  },
};

/** A field's label on the kind's form; a field of a kind without labels here, as recorded. */
export function fieldLabelOf(kind: string, field: string): string {
  return (
    (FIELD_LABELS as Record<string, Record<string, string> | undefined>)[kind]?.[field] ?? field
  );
}

/** One entry of a list field as the form's group names it: 'Segment 1', 'Persona 2'. */
const ENTRY_NOUNS: Record<string, string> = {
  segments: 'Segment',
  buyerPersonas: 'Persona',
  products: 'Product',
  capabilities: 'Capability',
};

/** An entry's fields as the form labels them (a persona's flags: its checkboxes). */
export const ENTRY_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  details: 'Details',
  isMobilizer: 'Mobilizer Persona',
  isBuyingCommittee: 'Buying Committee',
};

/** True for a path into one of the kind's fields: 'differentiator', 'segments[0].name'. */
export function isFieldPath(kind: string, path: string): boolean {
  const field = /^(\w+)(?:\[\d+\])?(?:\.\w+)?$/.exec(path)?.[1];
  return field !== undefined && fieldLabelOf(kind, field) !== field;
}

/**
 * A path into a record ('name', 'segments[0].name') in the form's words: 'ICP Name',
 * 'Segment 1 Name'. A path of another shape is said as given.
 */
export function pathLabel(kind: string, path: string): string {
  const parts = /^(\w+)(?:\[(\d+)\])?(?:\.(\w+))?$/.exec(path);
  if (!parts) return path;
  const [, field = '', index, key] = parts;
  if (index === undefined) return key === undefined ? fieldLabelOf(kind, field) : path;
  const entry = `${ENTRY_NOUNS[field] ?? field} ${Number(index) + 1}`;
  return key === undefined ? entry : `${entry} ${ENTRY_LABELS[key] ?? key}`;
}
