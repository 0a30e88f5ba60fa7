import type { CopiedFrom } from '@portal/contract';

/**
 * The card's copy badge (issue 24 §3): 'Copied from Enterprise Sales', then whether the source
 * was deleted or changed since (a deleted source counts as changed: the API sets both).
 */
export function copiedFromText({
  workspaceName,
  changedSince,
  sourceGone,
}: Pick<CopiedFrom, 'workspaceName' | 'changedSince' | 'sourceGone'>): string {
  const since = sourceGone ? ' · source deleted' : changedSince ? ' · source changed since' : '';
  return `Copied from ${workspaceName}${since}`;
}
