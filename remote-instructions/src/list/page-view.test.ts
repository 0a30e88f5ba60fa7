import { readPageView, writePageView } from './page-view';

const read = (search: string) => readPageView(new URLSearchParams(search));

it('reads the list, a history or a comparison from the URL', () => {
  expect(read('?type=ICP')).toEqual({ kind: 'list' });
  expect(read('?history=')).toEqual({ kind: 'list' });
  expect(read('?history=p-icp')).toEqual({ kind: 'history', promptId: 'p-icp' });
  expect(read('?history=p-icp&from=1.0')).toEqual({ kind: 'history', promptId: 'p-icp' });
  expect(read('?history=p-icp&from=1.0&to=1.2')).toEqual({
    kind: 'compare',
    promptId: 'p-icp',
    from: '1.0',
    to: '1.2',
  });
});

it("writes a view, keeping the table's query for the way back", () => {
  const params = new URLSearchParams('type=ICP&page=2');
  const compare = writePageView(params, {
    kind: 'compare',
    promptId: 'a b',
    from: '1.0',
    to: '1.1',
  });

  expect(compare.toString()).toBe('type=ICP&page=2&history=a+b&from=1.0&to=1.1');
  expect(writePageView(compare, { kind: 'history', promptId: 'a b' }).toString()).toBe(
    'type=ICP&page=2&history=a+b',
  );
  expect(writePageView(compare, { kind: 'list' }).toString()).toBe('type=ICP&page=2');
});
