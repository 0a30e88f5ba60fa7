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
