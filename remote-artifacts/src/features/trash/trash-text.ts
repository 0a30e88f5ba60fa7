import type { TrashItem, TrashKind } from '@portal/contract';
import { KIND_NAMES } from '../../lib/records-text';

const DAY_MS = 24 * 60 * 60 * 1000;

export const KIND_LABELS: Readonly<Record<TrashKind, string>> = KIND_NAMES;

/** Spec §8-style fallbacks of the trash's calls, shown when a failure brings no message. */
export const TRASH_MESSAGES = {
  load: 'Failed to load the trash. Please try again.',
  restore: 'Failed to restore. Please try again.',
  deleteForever: 'Failed to delete forever. Please try again.',
} as const;

/** Who deleted it; `deletedBy` is null when the server itself did. */
export const deletedByText = ({ deletedBy }: Pick<TrashItem, 'deletedBy'>) =>
  deletedBy ? `Deleted by ${deletedBy}` : 'Deleted automatically';

/**
 * When it goes for good, in days left from `now` to the nearest day: a record deleted a moment
 * ago under a 30-day policy goes 'in 30 days' (whole days, rounded down, said 29).
 */
export function purgeText(purgeAt: string, now: number): string {
  const days = Math.round((Date.parse(purgeAt) - now) / DAY_MS);
  if (days < 1) return 'Removed for good within a day';
  return `Removed for good in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** A moment as people read it, in their own locale (shared with the list view's "Updated"). */
export { whenText } from '@portal/remote-kit';

/** What a deep link to a record in the trash says instead of opening its form. */
export function trashedLinkText(item: TrashItem): { title: string; text: string } {
  const label = KIND_LABELS[item.kind];
  const by = item.deletedBy ? ` by ${item.deletedBy}` : '';
  return {
    title: `This ${label}, “${item.name}”, is in the trash.`,
    text: `It was deleted${by}. Restore it to edit it.`,
  };
}
