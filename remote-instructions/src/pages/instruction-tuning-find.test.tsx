import { act, fireEvent, screen, within } from '@testing-library/react';
import { choose } from '../testing/choose';
import { fill } from '@portal/remote-kit/testing';
import { manyPrompts, PROMPTS_URL, serverPrompts } from '../testing/prompts';
import { instructionPageApi, PAGE_URL, renderInstructionPage } from '../testing/instruction-page';

// Each role query over antd's DOM costs jsdom a good fraction of a second on a busy machine
// (four helpers share two cores), and these tests walk through two or three views.
jest.setTimeout(90_000);

const http = instructionPageApi();

/** Each body row as 'V<version> <description>'. */
function rows() {
  const [, ...bodyRows] = within(screen.getByRole('table')).getAllByRole('row');
  return bodyRows.map((row) => {
    const [version, description] = within(row).getAllByRole('cell');
    return `${version?.textContent} ${description?.textContent}`;
  });
}

it('filters by type and status, each filter in the URL', async () => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  const { user, router } = await renderInstructionPage();

  await choose(user, 'Type', 'ICP');
  expect(rows()).toEqual(['V1.1 Sharper ICP wording', 'V1.0 First ICP draft']);
  expect(router.state.location.search).toBe('?type=ICP');

  await choose(user, 'Status', 'Inactive');
  expect(rows()).toEqual(['V1.0 First ICP draft']);
  expect(router.state.location.search).toBe('?type=ICP&status=inactive');
});

it('searches description and instruction text as you type', async () => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  const { user, router } = await renderInstructionPage();

  await fill(user, screen.getByRole('searchbox', { name: 'Search' }), 'bullet');

  expect(rows()).toEqual(['V1.1 Sharper ICP wording']);
  expect(router.state.location.search).toBe('?q=bullet');
});

it('keeps a filter chosen just before typing, though the page has not caught up with it yet', async () => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  const { user, router } = await renderInstructionPage();
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  const [inactive] = (await screen.findAllByTitle('Inactive')).filter((element) =>
    element.classList.contains('ant-select-item-option'),
  );

  // Both events before React renders: the router commits a move in a transition, so on a
  // busy page the next keystroke can come first.
  act(() => {
    fireEvent.click(inactive!);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'draft' },
    });
  });

  expect(router.state.location.search).toBe('?status=inactive&q=draft');
  expect(rows()).toEqual(['V1.0 First ICP draft']);
});

it('says so when nothing matches, and clearing the search shows every row again', async () => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  const { user } = await renderInstructionPage();
  const search = screen.getByRole('searchbox', { name: 'Search' });

  await fill(user, search, 'nowhere');
  expect(screen.getByRole('heading', { name: 'No matching instructions' })).toBeInTheDocument();
  expect(screen.getByText('No instruction matches this search and these filters.')).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();

  await user.clear(search);
  expect(rows()).toHaveLength(3);
});

it('opens a shared link with its filters and order, and Back undoes a change', async () => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  const { user, router } = await renderInstructionPage(`${PAGE_URL}?sort=modified-asc&q=icp`);

  expect(rows()).toEqual(['V1.0 First ICP draft', 'V1.1 Sharper ICP wording']);
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('icp');
  expect(screen.getByTitle('Last modified, oldest first')).toBeInTheDocument();

  await choose(user, 'Sort by', 'Last modified, newest first');
  expect(rows()).toEqual(['V1.1 Sharper ICP wording', 'V1.0 First ICP draft']);

  await act(() => router.navigate(-1));
  expect(rows()).toEqual(['V1.0 First ICP draft', 'V1.1 Sharper ICP wording']);
  expect(router.state.location.search).toBe('?sort=modified-asc&q=icp');
});

it('shows 20 rows a page, the page in the URL, and a filter starts again at page 1', async () => {
  http.onGet(PROMPTS_URL).reply(200, manyPrompts(25));
  const { user, router } = await renderInstructionPage();

  expect(rows()).toHaveLength(20);
  expect(rows()[0]).toBe('V1.0 Prompt 1');
  expect(screen.getByText('1-20 of 25')).toBeInTheDocument();

  await user.click(screen.getByTitle('2'));
  expect(rows()).toEqual([
    'V1.0 Prompt 21',
    'V1.0 Prompt 22',
    'V1.0 Prompt 23',
    'V1.0 Prompt 24',
    'V1.0 Prompt 25',
  ]);
  expect(screen.getByText('21-25 of 25')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?page=2');

  await choose(user, 'Status', 'Active');
  expect(rows()).toHaveLength(20);
  expect(router.state.location.search).toBe('?status=active');
});

it('opens a link to a page past the last at the last page', async () => {
  http.onGet(PROMPTS_URL).reply(200, manyPrompts(25));
  await renderInstructionPage(`${PAGE_URL}?page=9`);

  expect(rows()).toHaveLength(5);
  expect(screen.getByText('21-25 of 25')).toBeInTheDocument();
});

it('shows no pager while every row fits on one page', async () => {
  http.onGet(PROMPTS_URL).reply(200, manyPrompts(20));
  await renderInstructionPage();

  expect(rows()).toHaveLength(20);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});
