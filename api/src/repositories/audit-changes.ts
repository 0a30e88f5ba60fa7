import type { AuditChange } from '@portal/contract';
import { AUDIT_VALUE_MAX } from '@portal/contract/limits';

/** An object's audited fields by name, as plain JSON values (lists without server ids). */
export type AuditFields = Record<string, unknown>;

type ShortValue = string | number | boolean | null;

/** Scalars short enough to keep in the trail; lists and long texts keep only their name. */
const isShort = (value: unknown): value is ShortValue =>
  value === null ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (typeof value === 'string' && value.length <= AUDIT_VALUE_MAX);

const change = (field: string, values: { before?: unknown; after?: unknown }): AuditChange => ({
  field,
  ...('before' in values && isShort(values.before) ? { before: values.before } : {}),
  ...('after' in values && isShort(values.after) ? { after: values.after } : {}),
});

/** A new object: every field, with its value when short. */
export const createdChanges = (after: AuditFields): AuditChange[] =>
  Object.entries(after).map(([field, value]) => change(field, { after: value }));

/** A removed object: every field, with the value it had when short. */
export const deletedChanges = (before: AuditFields): AuditChange[] =>
  Object.entries(before).map(([field, value]) => change(field, { before: value }));

/** The fields whose value differs (compared as JSON), each with before/after when short. */
export const updatedChanges = (before: AuditFields, after: AuditFields): AuditChange[] =>
  Object.keys(after)
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => change(field, { before: before[field], after: after[field] }));
