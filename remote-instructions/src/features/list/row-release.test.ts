import type { ReleaseStatusList } from '@portal/contract';
import { icpV10, icpV11, researchV10 } from '../../testing/prompts';
import { rowReleaseTags } from './row-release';

const status = (items: Partial<ReleaseStatusList['items'][number]>[], tenantCount = 5) => ({
  tenantCount,
  openRequests: 0,
  items: items.map((item) => ({
    promptId: icpV10.id,
    version: icpV10.version,
    promptType: 'ICP' as const,
    releasedTo: 0,
    requestId: null,
    ...item,
  })),
});

const texts = (...args: Parameters<typeof rowReleaseTags>) =>
  rowReleaseTags(...args).map((tag) => tag.text);

it('says Released for every live tenant, or to how many of them', () => {
  expect(texts(icpV10, status([{ releasedTo: 5 }]))).toEqual(['Released']);
  expect(texts(icpV10, status([{ releasedTo: 2 }]))).toEqual(['Released to 2 of 5 tenants']);
});

it('says In review when an open or approved request names the version, beside a release', () => {
  const list = status([{ releasedTo: 3 }, { version: icpV11.version, requestId: 'r-1' }]);
  expect(texts(icpV11, list)).toEqual(['In review']);
  expect(texts(icpV10, status([{ releasedTo: 3, requestId: 'r-2' }]))).toEqual([
    'Released to 3 of 5 tenants',
    'In review',
  ]);
});

it('says Not released on the active row alone, and nothing while the status is unknown', () => {
  const list = status([{ releasedTo: 5 }]);
  expect(texts(icpV11, list)).toEqual(['Not released']);
  expect(texts({ ...icpV10, version: '0.9' }, list)).toEqual([]);
  expect(texts(researchV10, undefined)).toEqual([]);
});

it('says Released of the release when there is no live tenant yet', () => {
  expect(texts(icpV10, status([{}], 0))).toEqual(['Released']);
  expect(texts(icpV11, status([{ version: icpV11.version, requestId: 'r-1' }], 0))).toEqual([
    'In review',
  ]);
});
