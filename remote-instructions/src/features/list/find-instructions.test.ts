import type { Prompt } from '@portal/contract';
import { icpV10, icpV11, researchV10, serverPrompts } from '../../testing/prompts';
import { findInstructions } from './find-instructions';
import { DEFAULT_LIST_QUERY, type ListQuery } from './list-query';

const find = (query: Partial<ListQuery>, prompts: readonly Prompt[] = serverPrompts) =>
  findInstructions(prompts, { ...DEFAULT_LIST_QUERY, ...query }).map(
    (prompt) => `${prompt.id}@${prompt.version}`,
  );

it('shows every version, active first, by default (spec §4)', () => {
  expect(find({})).toEqual(['p-icp@1.1', 'p-research@1.0', 'p-icp@1.0']);
});

it('filters by type and by status, together', () => {
  expect(find({ type: 'ICP' })).toEqual(['p-icp@1.1', 'p-icp@1.0']);
  expect(find({ status: 'inactive' })).toEqual(['p-icp@1.0']);
  expect(find({ type: 'ICP', status: 'active' })).toEqual(['p-icp@1.1']);
  expect(find({ type: 'USP' })).toEqual([]);
});

it('searches description and instruction text, ignoring case and surrounding spaces', () => {
  expect(find({ text: '  BRIEF ' })).toEqual(['p-research@1.0']);
  expect(find({ text: 'three bullet' })).toEqual(['p-icp@1.1']);
  expect(find({ text: 'ideal customer' })).toEqual(['p-icp@1.1', 'p-icp@1.0']);
  expect(find({ text: 'nowhere' })).toEqual([]);
});

it('sorts by last modified either way, whatever the status', () => {
  expect(find({ sort: 'modified-desc' })).toEqual(['p-icp@1.1', 'p-research@1.0', 'p-icp@1.0']);
  expect(find({ sort: 'modified-asc' })).toEqual(['p-icp@1.0', 'p-research@1.0', 'p-icp@1.1']);
});

it('keeps the server order for versions modified at the same moment', () => {
  const twin = { ...icpV10, id: 'p-twin', updatedAt: icpV11.updatedAt };
  expect(find({ sort: 'modified-desc' }, [twin, icpV11, researchV10])).toEqual([
    'p-twin@1.0',
    'p-icp@1.1',
    'p-research@1.0',
  ]);
});
