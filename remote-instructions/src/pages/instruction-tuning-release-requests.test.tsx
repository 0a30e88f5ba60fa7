import { screen, waitFor, within } from '@testing-library/react';
import type { Prompt, ReleaseRequestSummary, ReleaseStatusList } from '@portal/contract';
import { renderRoute } from '@portal/remote-kit/testing';
import { queryClient } from '@portal/shared/data';
import {
  acme,
  loadedLists,
  refusal,
  reviewerUser,
  signIn,
  viewerUser,
} from '@portal/shared/testing';
import { RELEASE_STATUS_KEY } from '../features/list/use-release-status';
import { choose } from '../testing/choose';
import {
  bodyRowTexts,
  instructionPageApi,
  PAGE_URL,
  renderInstructionPage,
} from '../testing/instruction-page';
import { heldReply, icpV10, icpV11, PROMPTS_URL, researchV10 } from '../testing/prompts';
import {
  approvedRequest,
  openRequest,
  RELEASE_STATUS_URL,
  REQUESTS_URL,
  requestUrl,
} from '../testing/releases';
import { PROVIDER_URL } from '../testing/studio';
import InstructionTuningPage from './instruction-tuning-page';

// Issue 35 §1-2: the Status cells say what is released, and the release requests are a view.
jest.setTimeout(90_000);

const http = instructionPageApi();

/** An active USP instruction nothing names: 'Not released'. */
const uspV20: Prompt = {
  ...researchV10,
  id: 'p-usp',
  version: '2.0',
  description: 'USP claims',
  promptType: 'USP',
  updatedAt: '2025-01-05T08:00:00.000Z',
};

const status: ReleaseStatusList = {
  tenantCount: 5,
  openRequests: 2,
  items: [
    { promptId: icpV10.id, version: '1.0', promptType: 'ICP', releasedTo: 2, requestId: null },
    { promptId: icpV11.id, version: '1.1', promptType: 'ICP', releasedTo: 3, requestId: 'r-icp' },
    {
      promptId: researchV10.id,
      version: '1.0',
      promptType: 'COMPANY_RESEARCH',
      releasedTo: 5,
      requestId: null,
    },
  ],
};

const summary = (request: typeof openRequest): ReleaseRequestSummary => ({
  id: request.id,
  status: request.status,
  promptId: request.promptId,
  version: request.version,
  promptType: request.promptType,
  requestedBy: request.requestedBy,
  requestedAt: request.requestedAt,
  note: request.note,
  reviewed: request.reviewed,
});

beforeEach(() => {
  loadedLists({ tenants: [acme] });
  http.onGet(PROMPTS_URL).reply(200, [icpV10, icpV11, researchV10, uspV20]);
  http.onGet(RELEASE_STATUS_URL).reply(200, status);
});

it("says in each Status cell, beside 'Active' or 'Inactive', what is released and in review", async () => {
  await renderInstructionPage();
  await screen.findByText('Not released');

  const rows = bodyRowTexts(screen.getByRole('table'));
  expect(rows.map(([version, description, , cell]) => [version, description, cell])).toEqual([
    ['V1.1', 'Sharper ICP wording', 'ActiveReleased to 3 of 5 tenantsIn review'],
    ['V1.0', 'Company research brief', 'ActiveReleased'],
    ['V2.0', 'USP claims', 'ActiveNot released'],
    ['V1.0', 'First ICP draft', 'InactiveReleased to 2 of 5 tenants'],
  ]);
  // One request for the whole table.
  expect(http.history.get.filter((request) => request.url === RELEASE_STATUS_URL)).toHaveLength(1);
});

it('shows a releaser how many requests wait, and opens the open requests', async () => {
  signIn({}, reviewerUser);
  const answer = heldReply(200, { items: [summary(openRequest)] });
  http.onGet(REQUESTS_URL).replyOnce(answer.reply);
  const { user, router } = await renderInstructionPage();

  await user.click(await screen.findByRole('button', { name: 'Release requests (2)' }));
  expect(await screen.findByRole('heading', { name: 'Release requests' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?requests=open');
  expect(await screen.findByRole('status')).toHaveTextContent('Loading release requests...');
  answer.release();

  const table = await screen.findByRole('table');
  expect(bodyRowTexts(table)).toEqual([
    [
      'ICP V1.1',
      'Open',
      'staff@example.com',
      new Date(openRequest.requestedAt).toLocaleString(),
      'Three bullets read better',
      'Open',
    ],
  ]);
  expect(http.history.get.find((request) => request.url === REQUESTS_URL)?.params).toEqual({
    status: 'open',
  });
});

it.each([
  ['an editor', undefined],
  ['a viewer', viewerUser],
])('shows %s the requests without the count', async (_, user) => {
  if (user) signIn({}, user);
  await renderInstructionPage();
  await screen.findByText('Not released');

  expect(screen.getByRole('button', { name: 'Release requests' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: /Release requests \(/ })).not.toBeInTheDocument();
});

it('filters the requests by status in the URL, and opens one', async () => {
  http.onGet(REQUESTS_URL, { params: { status: 'approved' } }).reply(200, {
    items: [summary(approvedRequest)],
  });
  http.onGet(REQUESTS_URL, { params: { status: 'stale' } }).reply(200, { items: [] });
  http.onGet(requestUrl(openRequest.id)).reply(200, approvedRequest);
  http.onGet(PROVIDER_URL).reply(200, { kind: 'offline', model: 'offline' });
  const { user, router } = renderRoute(
    PAGE_URL,
    <InstructionTuningPage />,
    `${PAGE_URL}?requests=stale`,
  );

  expect(await screen.findByRole('heading', { name: 'No stale release requests' })).toBeVisible();
  await choose(user, 'Status', 'Approved');
  expect(router.state.location.search).toBe('?requests=approved');
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('cell')[1]).toHaveTextContent('Approved');

  await user.click(screen.getByRole('button', { name: 'Open the request for ICP V1.1' }));
  expect(
    await screen.findByRole('heading', { name: 'Release request: ICP V1.1' }),
  ).toBeInTheDocument();
  expect(router.state.location.search).toBe('?requests=approved&request=r-icp');

  await user.click(screen.getByRole('button', { name: 'Back to release requests' }));
  await user.click(await screen.findByRole('button', { name: 'Back to instructions' }));
  expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('');
});

it("shows the server's message when the requests fail to load, and Retry loads them", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http
    .onGet(REQUESTS_URL)
    .replyOnce(500, refusal(500, 'INTERNAL', 'Database unavailable'))
    .onGet(REQUESTS_URL)
    .replyOnce(200, { items: [summary(openRequest)] });
  const { user } = renderRoute(PAGE_URL, <InstructionTuningPage />, `${PAGE_URL}?requests=open`);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Database unavailable');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it("keeps the list working when the release status fails: the spec's tags alone", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  signIn({}, reviewerUser);
  http.onGet(RELEASE_STATUS_URL).reply(500, refusal(500, 'INTERNAL', 'Database unavailable'));
  await renderInstructionPage();
  await waitFor(() => expect(queryClient.getQueryState(RELEASE_STATUS_KEY)?.status).toBe('error'));

  expect(await screen.findByRole('button', { name: 'Release requests' })).toBeEnabled();
  const rows = bodyRowTexts(screen.getByRole('table'));
  expect(rows.map((row) => row[3])).toEqual(['Active', 'Active', 'Active', 'Inactive']);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
