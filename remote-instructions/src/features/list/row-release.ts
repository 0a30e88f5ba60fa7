import type { Prompt, ReleaseStatusList } from '@portal/contract';

/** What a row's Status cell says of its release, beside 'Active' or 'Inactive' (issue 35). */
export interface RowReleaseTag {
  kind: 'released' | 'partly' | 'review' | 'none';
  text: string;
}

/**
 * 'Released' (every live tenant), 'Released to 2 of 5 tenants', 'In review' (an open or
 * approved request names the version), or, on the active row alone, 'Not released' when none
 * of these is said. Nothing while the status is unknown (not loaded, or failed).
 */
export function rowReleaseTags(
  prompt: Prompt,
  status: ReleaseStatusList | undefined,
): RowReleaseTag[] {
  if (!status) return [];
  const item = status.items.find(
    (entry) => entry.promptId === prompt.id && entry.version === prompt.version,
  );
  const tags: RowReleaseTag[] = [];
  // With no live tenant, a version listed and not in review is the release (for nobody yet).
  const releasedToNone = status.tenantCount === 0 && item !== undefined && !item.requestId;
  if (item && (item.releasedTo > 0 || releasedToNone)) {
    tags.push(
      item.releasedTo >= status.tenantCount
        ? { kind: 'released', text: 'Released' }
        : {
            kind: 'partly',
            text: `Released to ${item.releasedTo} of ${status.tenantCount} tenants`,
          },
    );
  }
  if (item?.requestId) tags.push({ kind: 'review', text: 'In review' });
  if (tags.length === 0 && prompt.isActive) tags.push({ kind: 'none', text: 'Not released' });
  return tags;
}
