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

it('reads the release requests of a status, and one request (issue 35)', () => {
  expect(read('?requests=open')).toEqual({ kind: 'requests', status: 'open' });
  expect(read('?requests=stale')).toEqual({ kind: 'requests', status: 'stale' });
  // An unknown status, or none, reads as the open requests.
  expect(read('?requests=closed')).toEqual({ kind: 'requests', status: 'open' });
  expect(read('?requests=')).toEqual({ kind: 'requests', status: 'open' });
  expect(read('?request=r-1')).toEqual({ kind: 'request', requestId: 'r-1', status: 'open' });
  expect(read('?requests=approved&request=r-1')).toEqual({
    kind: 'request',
    requestId: 'r-1',
    status: 'approved',
  });
  expect(read('?request=')).toEqual({ kind: 'list' });
});

it("writes a request's view with the list's status, and back to the requests", () => {
  const params = new URLSearchParams('type=ICP&history=p-icp');
  const requests = writePageView(params, { kind: 'requests', status: 'released' });
  expect(requests.toString()).toBe('type=ICP&requests=released');

  const request = writePageView(requests, {
    kind: 'request',
    requestId: 'r 1',
    status: 'released',
  });
  expect(request.toString()).toBe('type=ICP&requests=released&request=r+1');
  expect(writePageView(request, { kind: 'requests', status: 'released' }).toString()).toBe(
    'type=ICP&requests=released',
  );
  expect(writePageView(request, { kind: 'list' }).toString()).toBe('type=ICP');
});

it('reads the edit view of a new instruction or of an instruction, with its open panels', () => {
  expect(read('?edit=new')).toEqual({ kind: 'edit', promptId: null, panels: [] });
  expect(read('?edit=p-icp&show=test-cases&show=preview&show=other')).toEqual({
    kind: 'edit',
    promptId: 'p-icp',
    panels: ['preview', 'test-cases'],
  });
  expect(read('?edit=')).toEqual({ kind: 'list' });
  // The edit view is what the URL shows over any other view it names.
  expect(read('?history=p-icp&edit=p-icp')).toEqual({
    kind: 'edit',
    promptId: 'p-icp',
    panels: [],
  });
});

it("writes the edit view and its panels, keeping the table's query, and leaves them for others", () => {
  const params = new URLSearchParams('type=ICP');
  const edit = writePageView(params, { kind: 'edit', promptId: 'p-icp', panels: ['test-cases'] });
  expect(edit.toString()).toBe('type=ICP&edit=p-icp&show=test-cases');
  expect(writePageView(params, { kind: 'edit', promptId: null, panels: [] }).toString()).toBe(
    'type=ICP&edit=new',
  );
  expect(writePageView(edit, { kind: 'list' }).toString()).toBe('type=ICP');
  expect(writePageView(edit, { kind: 'history', promptId: 'p-icp' }).toString()).toBe(
    'type=ICP&history=p-icp',
  );
});
