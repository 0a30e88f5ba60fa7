import { DEFAULT_LIST_QUERY, isFiltered, readListQuery, writeListQuery } from './list-query';

const read = (search: string) => readListQuery(new URLSearchParams(search));

it('reads every part of the query from the URL', () => {
  expect(read('?type=USP_EDIT&status=inactive&q=bullet+points&sort=modified-asc&page=3')).toEqual({
    type: 'USP_EDIT',
    status: 'inactive',
    text: 'bullet points',
    sort: 'modified-asc',
    page: 3,
  });
});

it('reads unknown or malformed values as the default view', () => {
  expect(read('')).toEqual(DEFAULT_LIST_QUERY);
  expect(read('?type=icp&status=on&sort=name&page=-2')).toEqual(DEFAULT_LIST_QUERY);
  expect(read('?page=1.5').page).toBe(1);
  expect(read('?page=abc').page).toBe(1);
});

it('writes only what differs from the default, keeping keys that are not its own', () => {
  const params = new URLSearchParams('history=p-icp&type=ICP&page=4');

  expect(writeListQuery(params, DEFAULT_LIST_QUERY).toString()).toBe('history=p-icp');
  expect(
    writeListQuery(params, {
      ...DEFAULT_LIST_QUERY,
      status: 'active',
      text: 'a b',
      page: 2,
    }).toString(),
  ).toBe('history=p-icp&page=2&status=active&q=a+b');
  expect(params.toString()).toBe('history=p-icp&type=ICP&page=4');
});

it('round-trips through the URL', () => {
  const query = {
    type: 'ICP',
    status: 'active',
    text: 'ICP & co',
    sort: 'modified-desc',
    page: 7,
  } as const;
  expect(readListQuery(writeListQuery(new URLSearchParams(), query))).toEqual(query);
});

it('counts type, status and search text as filters, not order or page', () => {
  expect(isFiltered({ ...DEFAULT_LIST_QUERY, sort: 'modified-asc', page: 2 })).toBe(false);
  expect(isFiltered({ ...DEFAULT_LIST_QUERY, text: '   ' })).toBe(false);
  expect(isFiltered({ ...DEFAULT_LIST_QUERY, text: 'x' })).toBe(true);
  expect(isFiltered({ ...DEFAULT_LIST_QUERY, type: 'USP' })).toBe(true);
  expect(isFiltered({ ...DEFAULT_LIST_QUERY, status: 'inactive' })).toBe(true);
});
