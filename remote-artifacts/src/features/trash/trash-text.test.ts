import type { TrashItem } from '@portal/contract';
import { deletedByText, purgeText, trashedLinkText } from './trash-text';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-25T10:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();

const item: TrashItem = {
  kind: 'usp',
  id: 'usp-1',
  name: 'Coaching at scale',
  tenantId: 't',
  workspaceId: 'w',
  revision: 2,
  deletedAt: at(-DAY),
  purgeAt: at(29 * DAY),
  deletedBy: 'alice',
};

it('says who deleted a record, or that nobody did by hand', () => {
  expect(deletedByText(item)).toBe('Deleted by alice');
  expect(deletedByText({ deletedBy: null })).toBe('Deleted automatically');
});

it('counts the days left before a record is removed for good, to the nearest day', () => {
  // Just deleted under the 30-day policy: 30 days, not 29 (issue 37 §4).
  expect(purgeText(at(30 * DAY - 1000), now)).toBe('Removed for good in 30 days');
  expect(purgeText(at(29 * DAY), now)).toBe('Removed for good in 29 days');
  expect(purgeText(at(2 * DAY - 1), now)).toBe('Removed for good in 2 days');
  expect(purgeText(at(DAY - 1), now)).toBe('Removed for good in 1 day');
  expect(purgeText(at(DAY / 2 - 1), now)).toBe('Removed for good within a day');
  expect(purgeText(at(-1), now)).toBe('Removed for good within a day');
});

it("names the kind, the record and who deleted it on a deep link's notice", () => {
  expect(trashedLinkText(item)).toEqual({
    title: 'This USP, “Coaching at scale”, is in the trash.',
    text: 'It was deleted by alice. Restore it to edit it.',
  });
  expect(trashedLinkText({ ...item, kind: 'icp', deletedBy: null }).text).toBe(
    'It was deleted. Restore it to edit it.',
  );
});
