import type { AuditAction, AuditChange, AuditEntity } from '@portal/contract';
import { fieldLabelOf } from '../../lib/field-labels';

const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  'change-password': 'Changed the password',
  purge: 'Deleted forever',
  // Release entries (issue 35) are global; a record's history never shows them, but the
  // vocabulary is one.
  approve: 'Approved',
  reject: 'Sent back',
  comment: 'Commented',
  release: 'Released',
  rollback: 'Rolled back',
};

export const actionLabel = (action: AuditAction) => ACTION_LABELS[action] ?? action;

type AuditValue = AuditChange['before'];

/** A recorded value as read out: text in quotes, nothing as 'empty'. */
function valueText(value: AuditValue): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'string') return `“${value}”`;
  return String(value);
}

/**
 * One changed field in words, named as the record's form labels it: `ICP Name: “Old” → “New”`
 * when both values were kept, only the value it got or lost when one was, else the field's
 * name (long values keep only that).
 */
export function changeText({ field, before, after }: AuditChange, entity: AuditEntity): string {
  const label = fieldLabelOf(entity, field);
  const hasBefore = before !== undefined;
  const hasAfter = after !== undefined;
  if (hasBefore && hasAfter) return `${label}: ${valueText(before)} → ${valueText(after)}`;
  if (hasAfter) return `${label}: ${valueText(after)}`;
  if (hasBefore) return `${label}: was ${valueText(before)}`;
  return `${label} changed`;
}
