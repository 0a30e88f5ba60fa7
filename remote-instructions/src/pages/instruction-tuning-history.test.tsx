import { screen, waitFor, within } from '@testing-library/react';
import type { Prompt, UpdatePromptResponse } from '@portal/contract';
import { restoredDescription } from '@portal/contract/limits';
import { bodyOf, renderRoute } from '@portal/remote-kit/testing';
import { heldReply, icpV10, icpV11, PROMPTS_URL, serverPrompts } from '../testing/prompts';
import { bodyRowTexts, instructionPageApi, PAGE_URL } from '../testing/instruction-page';
import InstructionTuningPage from './instruction-tuning-page';

const VERSIONS_URL = '/api/prompts/p-icp/versions';
const RESTORE_URL = '/api/prompts/p-icp/versions/1.0/restore';
const COMPARE_URL = '/api/prompts/compare';

// Each role query over antd's DOM costs jsdom a good fraction of a second on a busy machine
// (four helpers share two cores), and these tests walk through two or three views.
jest.setTimeout(90_000);

const http = instructionPageApi();

beforeEach(() => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
});

function renderPage(url = PAGE_URL) {
  return renderRoute(PAGE_URL, <InstructionTuningPage />, url);
}

/** The list, then 'History' on the active ICP version. */
async function openHistory() {
  const view = renderPage();
  await screen.findByRole('table');
  await view.user.click(
    screen.getByRole('button', { name: 'History of V1.1 (Sharper ICP wording)' }),
  );
  return view;
}

async function historyRows() {
  await screen.findByRole('heading', { name: 'Version History' });
  const table = await screen.findByRole('table');
  return bodyRowTexts(table);
}

it("lists an instruction's versions newest first, and goes back to the list", async () => {
  // Versions from before authors were kept have none.
  const answer = heldReply(200, [icpV11, { ...icpV10, author: null }]);
  http.onGet(VERSIONS_URL).reply(answer.reply);
  const { user, router } = await openHistory();

  expect(router.state.location.search).toBe('?history=p-icp');
  expect(await screen.findByRole('status')).toHaveTextContent('Loading versions...');
  answer.release();

  expect(await historyRows()).toEqual([
    [
      '',
      'V1.1',
      'Sharper ICP wording',
      'admin@example.com',
      new Date(icpV11.updatedAt).toLocaleString(),
      'Active',
      'ScorecardArtifacts',
    ],
    [
      '',
      'V1.0',
      'First ICP draft',
      'Came with the portal',
      new Date(icpV10.updatedAt).toLocaleString(),
      'Inactive',
      'ScorecardArtifactsRestore',
    ],
  ]);
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual([
    'Compare',
    'Version',
    'Description',
    'Author',
    'Date',
    'Status',
    'Actions',
  ]);
  expect(screen.queryByRole('button', { name: 'Restore V1.1' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Back to instructions' }));
  expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('');
});

it("shows the server's message when the history fails to load, and Retry loads it", async () => {
  http
    .onGet(VERSIONS_URL)
    .replyOnce(500, { statusCode: 500, code: 'INTERNAL', message: 'Database unavailable' })
    .onGet(VERSIONS_URL)
    .replyOnce(200, [icpV11, icpV10]);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = renderPage(`${PAGE_URL}?history=p-icp`);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Database unavailable');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await historyRows()).toHaveLength(2);
});

it("falls back to 'Failed to fetch versions', and says when there are none", async () => {
  http.onGet(VERSIONS_URL).networkErrorOnce().onGet(VERSIONS_URL).replyOnce(200, []);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = renderPage(`${PAGE_URL}?history=p-icp`);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to fetch versions');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'No versions found' })).toBeInTheDocument();
});

const icpV12: Prompt = { ...icpV11, version: '1.2', description: 'Shorter', isActive: 1 };
const threeVersions = [icpV12, { ...icpV11, isActive: 0 as const }, icpV10];

it('compares two picked versions, older first, in its own URL', async () => {
  http.onGet('/api/prompts/p-icp/versions').reply(200, threeVersions);
  http.onGet(COMPARE_URL).reply(200, {
    from: { ...icpV10, promptContent: 'Describe the customer briefly.' },
    to: icpV12,
  });
  const { user, router } = renderPage(`${PAGE_URL}?type=ICP&history=p-icp`);
  await historyRows();
  const compare = screen.getByRole('button', { name: 'Compare' });
  expect(compare).toBeDisabled();

  await user.click(screen.getByRole('checkbox', { name: 'Select V1.2 to compare' }));
  expect(compare).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Select V1.0 to compare' }));
  expect(screen.getByText('2 of 2 versions selected')).toBeInTheDocument();
  // Two at most: the third box waits until one is cleared.
  expect(screen.getByRole('checkbox', { name: 'Select V1.1 to compare' })).toBeDisabled();
  await user.click(compare);

  expect(
    await screen.findByRole('heading', { name: 'Compare V1.0 with V1.2' }),
  ).toBeInTheDocument();
  expect(router.state.location.search).toBe('?type=ICP&history=p-icp&from=1.0&to=1.2');
  expect(http.history.get.at(-1)?.params).toEqual({
    fromId: 'p-icp',
    fromVersion: '1.0',
    toId: 'p-icp',
    toVersion: '1.2',
  });

  const older = await screen.findByRole('region', { name: 'V1.0 (older)' });
  const newer = screen.getByRole('region', { name: 'V1.2 (newer)' });
  const deleted = older.querySelectorAll('del');
  const inserted = newer.querySelectorAll('ins');
  expect([...deleted].map((mark) => mark.textContent)).toEqual([
    '[deletion start] briefly [deletion end]',
  ]);
  expect([...inserted].map((mark) => mark.textContent)).toEqual([
    '[insertion start] ideal  [insertion end]',
    '[insertion start] in three bullet points [insertion end]',
  ]);
  expect(older.querySelector('ins')).toBeNull();
  expect(newer.querySelector('del')).toBeNull();
  expect(within(older).getByText('Description: First ICP draft')).toBeInTheDocument();
  expect(
    screen.getByText(
      '1 deletion and 2 insertions: deleted words are struck through, inserted words underlined.',
    ),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Back to history' }));
  expect(await screen.findByRole('heading', { name: 'Version History' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?type=ICP&history=p-icp');
});

it("shows the server's message when a comparison fails", async () => {
  http.onGet(COMPARE_URL).reply(400, {
    statusCode: 400,
    code: 'DIFFERENT_INSTRUCTIONS',
    message: 'Both versions must belong to the same instruction',
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderPage(`${PAGE_URL}?history=p-icp&from=1.0&to=9.9`);

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Both versions must belong to the same instruction',
  );
});

const restored: UpdatePromptResponse = {
  ...icpV10,
  version: '1.2',
  newVersion: '1.2',
  description: restoredDescription('1.0', icpV10.description),
  isActive: 1,
  author: 'staff@example.com',
};

async function confirmRestore(user: Awaited<ReturnType<typeof openHistory>>['user']) {
  await historyRows();
  await user.click(screen.getByRole('button', { name: 'Restore V1.0' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Restore version 1.0?');
  expect(dialog).toHaveTextContent(
    'This adds a new active version with the content of version 1.0. Every existing version stays in the history.',
  );
  return dialog;
}

it('restores an old version after confirming, then reloads the history and the list', async () => {
  http
    .onGet(VERSIONS_URL)
    .replyOnce(200, [icpV11, icpV10])
    .onGet(VERSIONS_URL)
    .replyOnce(200, [restored, { ...icpV11, isActive: 0 }, icpV10]);
  http.onPost(RESTORE_URL).reply(200, restored);
  const { user } = await openHistory();

  const dialog = await confirmRestore(user);
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

  expect(await screen.findByText('Version 1.0 restored as version 1.2.')).toBeInTheDocument();
  expect(bodyOf(http.history.post[0])).toEqual({ activeVersion: '1.1' });
  await waitFor(() => expect(screen.getByText('V1.2')).toBeInTheDocument());
  expect(screen.getByText('Restored from version 1.0: First ICP draft')).toBeInTheDocument();
  // The list behind the history was reloaded too.
  expect(http.history.get.filter((request) => request.url === PROMPTS_URL)).toHaveLength(2);
});

it("shows the server's message when someone else changed the instruction first", async () => {
  const stale = 'Version 1.1 is no longer the active version of this prompt';
  http.onGet(VERSIONS_URL).reply(200, [icpV11, icpV10]);
  http
    .onPost(RESTORE_URL)
    .reply(409, { statusCode: 409, code: 'VERSION_NOT_ACTIVE', message: stale });
  const { user } = await openHistory();

  const dialog = await confirmRestore(user);
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(stale);
  // The history reloads to show what is active now.
  await waitFor(() =>
    expect(http.history.get.filter((request) => request.url === VERSIONS_URL)).toHaveLength(2),
  );
});

it('restores nothing when the confirmation is cancelled', async () => {
  http.onGet(VERSIONS_URL).reply(200, [icpV11, icpV10]);
  const { user } = await openHistory();

  const dialog = await confirmRestore(user);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(http.history.post).toHaveLength(0);
});
