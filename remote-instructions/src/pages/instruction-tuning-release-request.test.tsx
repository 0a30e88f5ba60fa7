import { screen, waitFor, within } from '@testing-library/react';
import type { ReleaseEvent, ReleaseRequestSummary } from '@portal/contract';
import { bodyOf, fill, renderRoute } from '@portal/remote-kit/testing';
import { acme, globex, loadedLists, refusal, reviewerUser, signIn } from '@portal/shared/testing';
import { choose } from '../testing/choose';
import { instructionPageApi, PAGE_URL, renderRequestPage } from '../testing/instruction-page';
import { heldReply, PROMPTS_URL, serverPrompts } from '../testing/prompts';
import { acmeRelease, approvedRequest, openRequest, requestUrl } from '../testing/releases';
import { PROVIDER_URL } from '../testing/studio';
import InstructionTuningPage from './instruction-tuning-page';

// Issue 35 §2-4: a releaser reviews a request on its page, then releases it.
// Role queries over antd's DOM are slow in jsdom, and these tests walk through a whole review.
jest.setTimeout(90_000);

const http = instructionPageApi();
const REQUEST_URL = requestUrl(openRequest.id);

beforeEach(() => {
  signIn({}, reviewerUser);
  loadedLists({ tenants: [acme, globex] });
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  http.onGet(PROVIDER_URL).reply(200, { kind: 'offline', model: 'offline' });
});

const region = (name: string) => screen.getByRole('region', { name });
/** A section's text as read, without the diff's words for screen readers. */
const readText = (element: HTMLElement) =>
  element.textContent?.replace(
    /\[(deletion|insertion) start\] | \[(deletion|insertion) end\]/g,
    '',
  );

it('shows who asked, the word diff, the gate, the impact and the comments', async () => {
  http.onGet(REQUEST_URL).reply(200, openRequest);
  await renderRequestPage();

  const request = region('Request');
  expect(within(request).getByText('Open')).toBeInTheDocument();
  expect(request).toHaveTextContent(
    `Asked by staff@example.com on ${new Date(openRequest.requestedAt).toLocaleString()}.`,
  );
  expect(request).toHaveTextContent('Note: Three bullets read better');

  const released = await screen.findByRole('region', { name: 'Released V1.0' });
  const requested = screen.getByRole('region', { name: 'Requested V1.1' });
  expect(readText(within(released).getByTestId('released-text'))).toBe(
    'Describe the ideal customer.',
  );
  expect(readText(within(requested).getByTestId('requested-text'))).toBe(
    'Describe the ideal customer in three bullet points.',
  );
  expect([...requested.querySelectorAll('ins')].map((mark) => readText(mark))).toEqual([
    ' in three bullet points',
  ]);

  const gate = region('Test gate');
  expect(within(gate).getByText('Failing')).toBeInTheDocument();
  expect(gate).toHaveTextContent(
    '1 of 3 cases pass on this version; a failing case blocks the release.',
  );
  expect(
    within(gate)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Regional bank', 'Short answer']);
  expect(gate).toHaveTextContent('2 more in tenants you do not reach');
  expect(within(gate).getByText('No model is connected, so test cases cannot run.')).toBeVisible();

  const impact = region('Impact');
  expect(impact).toHaveTextContent('Tenants that will receive it: Acme Corp and 2 other tenants.');
  expect(impact).toHaveTextContent('Tenants keeping their own override: Globex.');

  const comments = region('Comments');
  expect(within(comments).getByRole('listitem')).toHaveTextContent('staff@example.com commented');
  expect(within(comments).getByRole('listitem')).toHaveTextContent('Ready when you are');
  // Nothing to release before the review.
  expect(screen.queryByRole('region', { name: 'Release' })).not.toBeInTheDocument();
});

it('approves with a comment, busy meanwhile; then offers the release', async () => {
  http
    .onGet(REQUEST_URL)
    .replyOnce(200, openRequest)
    .onGet(REQUEST_URL)
    .reply(200, approvedRequest);
  const answer = heldReply(200, { ...openRequest, status: 'approved' } as ReleaseRequestSummary);
  http.onPost(requestUrl(openRequest.id, 'approve')).replyOnce(answer.reply);
  const { user } = await renderRequestPage();

  const review = region('Review');
  await fill(user, within(review).getByLabelText('Review comment'), 'Reads well');
  await user.click(within(review).getByRole('button', { name: 'Approve' }));
  expect(await within(review).findByRole('button', { name: 'Approving...' })).toBeDisabled();
  expect(within(review).getByRole('button', { name: 'Send back' })).toBeDisabled();
  answer.release();

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Approved: the version can be released.',
  );
  expect(bodyOf(http.history.post[0])).toEqual({ comment: 'Reads well' });
  expect(await screen.findByRole('region', { name: 'Release' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();
  expect(within(region('Request')).getByText('Approved')).toBeInTheDocument();
});

it('sends back only with a comment saying why', async () => {
  http
    .onGet(REQUEST_URL)
    .replyOnce(200, openRequest)
    .onGet(REQUEST_URL)
    .reply(200, { ...openRequest, status: 'rejected', reviewed: approvedRequest.reviewed });
  http
    .onPost(requestUrl(openRequest.id, 'reject'))
    .replyOnce(200, { ...openRequest, status: 'rejected' });
  const { user } = await renderRequestPage();

  const review = region('Review');
  await user.click(within(review).getByRole('button', { name: 'Send back' }));
  const field = within(review).getByLabelText('Review comment');
  expect(field).toHaveAccessibleDescription(
    'Optional when approving; say why when sending it back. Say why you send it back.',
  );
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(http.history.post).toHaveLength(0);

  await fill(user, field, 'Keep the differentiator first');
  await user.click(within(review).getByRole('button', { name: 'Send back' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Sent back to its author.');
  expect(bodyOf(http.history.post[0])).toEqual({ comment: 'Keep the differentiator first' });
  expect(await within(region('Request')).findByText('Sent back')).toBeInTheDocument();
});

it("shows the API's refusal of a review inline: a stale request", async () => {
  http.onGet(REQUEST_URL).reply(200, openRequest);
  const stale =
    'A newer edit of this instruction came after the request; ask for the newest version';
  http
    .onPost(requestUrl(openRequest.id, 'approve'))
    .replyOnce(409, refusal(409, 'STALE_REQUEST', stale));
  const { user } = await renderRequestPage();

  await user.click(within(region('Review')).getByRole('button', { name: 'Approve' }));

  expect(await within(region('Review')).findByRole('alert')).toHaveTextContent(stale);
  expect(within(region('Review')).getByRole('button', { name: 'Approve' })).toBeEnabled();
});

it('releases past a failing gate only with a reason, to chosen tenants first', async () => {
  const staged = {
    ...approvedRequest,
    status: 'released' as const,
    rollout: {
      releasedTo: { tenants: [acme], others: 0 },
      remaining: { tenants: [globex], others: 1 },
    },
  };
  http.onGet(REQUEST_URL).replyOnce(200, approvedRequest).onGet(REQUEST_URL).reply(200, staged);
  const answer = heldReply(200, acmeRelease satisfies ReleaseEvent);
  http.onPost(requestUrl(openRequest.id, 'release')).replyOnce(answer.reply);
  const { user } = await renderRequestPage();

  const release = region('Release');
  await user.click(within(release).getByRole('radio', { name: 'Chosen tenants first' }));
  await user.click(within(release).getByRole('button', { name: 'Release' }));
  expect(within(release).getByText('Choose the tenants to release to first.')).toBeVisible();
  const reason = within(release).getByLabelText('Reason to release past the test gate');
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(reason).toHaveAccessibleDescription(
    'The test gate is failing. The reason is kept on the release and in the audit trail. Write why this version may be released anyway.',
  );
  expect(http.history.post).toHaveLength(0);

  await choose(user, 'Tenants', 'Acme Corp', release);
  await fill(user, reason, 'The failing case is a known flake');
  await user.click(within(release).getByRole('button', { name: 'Release' }));
  expect(await within(release).findByRole('button', { name: 'Releasing...' })).toBeDisabled();
  answer.release();

  expect(await screen.findByRole('status')).toHaveTextContent('Released V1.1 to Acme Corp.');
  expect(bodyOf(http.history.post[0])).toEqual({
    tenantIds: [acme.id],
    reason: 'The failing case is a known flake',
  });
  expect(
    await within(region('Impact')).findByText('Released to Acme Corp; 2 tenants to go.'),
  ).toBeVisible();
  // The rest is still to go: the form stays, offering only tenants without the version.
  await user.click(within(region('Release')).getByRole('radio', { name: 'Chosen tenants first' }));
  await user.click(within(region('Release')).getByRole('combobox', { name: 'Tenants' }));
  expect(await screen.findByTitle('Globex')).toBeInTheDocument();
  expect(screen.queryByTitle('Acme Corp')).not.toBeInTheDocument();
});

it('releases to every tenant without a reason when the gate passed', async () => {
  const passed = {
    ...approvedRequest,
    gate: { status: 'passed' as const, total: 3, passed: 3, failing: [], notRun: [], hidden: 0 },
  };
  http.onGet(REQUEST_URL).reply(200, passed);
  http
    .onPost(requestUrl(openRequest.id, 'release'))
    .replyOnce(200, { ...acmeRelease, tenants: null });
  const { user } = await renderRequestPage();

  const release = region('Release');
  expect(within(release).getByRole('radio', { name: 'Every tenant' })).toBeChecked();
  expect(within(release).queryByLabelText('Reason to release past the test gate')).toBeNull();
  await user.click(within(release).getByRole('button', { name: 'Release' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Released V1.1 to every tenant.');
  expect(bodyOf(http.history.post[0])).toEqual({});
});

it.each([
  [
    'TESTS_FAILING',
    "Test cases fail on this version: 'Regional bank'. Run them, or write a reason to release anyway",
  ],
  [
    'TESTS_NOT_RUN',
    "Test cases have no result on this exact version: 'Short answer'. Run them, or write a reason to release anyway",
  ],
])(
  'shows a gate found red meanwhile (409 %s) as the API words it, then asks for the reason',
  async (code, message) => {
    const passed = {
      ...approvedRequest,
      gate: { status: 'passed' as const, total: 1, passed: 1, failing: [], notRun: [], hidden: 0 },
    };
    http.onGet(REQUEST_URL).reply(200, passed);
    http
      .onPost(requestUrl(openRequest.id, 'release'))
      .replyOnce(409, refusal(409, code, message))
      .onPost(requestUrl(openRequest.id, 'release'))
      .replyOnce(200, acmeRelease);
    const { user } = await renderRequestPage();

    await user.click(within(region('Release')).getByRole('button', { name: 'Release' }));
    expect(await within(region('Release')).findByRole('alert')).toHaveTextContent(message);

    await fill(
      user,
      within(region('Release')).getByLabelText('Reason to release past the test gate'),
      'Known flake',
    );
    await user.click(within(region('Release')).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(http.history.post).toHaveLength(2));
    expect(bodyOf(http.history.post[1])).toEqual({ reason: 'Known flake' });
  },
);

it('tells a releaser who asked that another releaser reviews it', async () => {
  signIn({}, { ...reviewerUser, username: openRequest.requestedBy });
  http.onGet(REQUEST_URL).reply(200, openRequest);
  await renderRequestPage();

  expect(region('Review')).toHaveTextContent(
    'You asked for this release: another releaser reviews it.',
  );
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

it("says it is loading, then shows the server's message with Retry", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const answer = heldReply(404, refusal(404, 'NOT_FOUND', 'Release request not found'));
  http.onGet(REQUEST_URL).replyOnce(answer.reply).onGet(REQUEST_URL).replyOnce(200, openRequest);
  const { user } = renderRoute(PAGE_URL, <InstructionTuningPage />, `${PAGE_URL}?request=r-icp`);

  expect(await screen.findByRole('heading', { name: 'Release request' })).toBeInTheDocument();
  expect(await screen.findByRole('status')).toHaveTextContent('Loading the release request...');
  answer.release();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Release request not found');

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(
    await screen.findByRole('heading', { name: 'Release request: ICP V1.1' }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Release request not found')).not.toBeInTheDocument();
});

it('goes back to the requests of the status it came from', async () => {
  http.onGet(REQUEST_URL).reply(200, openRequest);
  http.onGet('/api/release-requests').reply(200, { items: [] });
  const { user, router } = renderRoute(
    PAGE_URL,
    <InstructionTuningPage />,
    `${PAGE_URL}?requests=approved&request=r-icp`,
  );
  await user.click(await screen.findByRole('button', { name: 'Back to release requests' }));

  expect(await screen.findByRole('heading', { name: 'Release requests' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?requests=approved');
});
