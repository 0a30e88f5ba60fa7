import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReleaseRequestSummary } from '@portal/contract';
import { bodyOf, fill, renderRoute } from '@portal/remote-kit/testing';
import { acme, loadedLists, refusal, signIn, viewerUser } from '@portal/shared/testing';
import { instructionPageApi, PAGE_URL } from '../testing/instruction-page';
import { heldReply, icpV10, icpV11, PROMPTS_URL, serverPrompts } from '../testing/prompts';
import { openRequest, REQUEST_RELEASE_URL, requestUrl } from '../testing/releases';
import { PROVIDER_URL } from '../testing/studio';
import InstructionTuningPage from './instruction-tuning-page';

// Issue 35 §2: an editor asks, from the instruction's history, for its active version's release.
jest.setTimeout(90_000);

const http = instructionPageApi();

beforeEach(() => {
  loadedLists({ tenants: [acme] });
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  http.onGet('/api/prompts/p-icp/versions').reply(200, [icpV11, icpV10]);
});

async function openDialog() {
  const view = renderRoute(PAGE_URL, <InstructionTuningPage />, `${PAGE_URL}?history=p-icp`);
  await view.user.click(await screen.findByRole('button', { name: 'Request release of V1.1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request the release of V1.1' });
  return { ...view, dialog };
}

it('asks with a note, busy meanwhile, then shows the new request', async () => {
  const created: ReleaseRequestSummary = { ...openRequest, id: 'r-new', reviewed: null };
  const answer = heldReply(201, created);
  http.onPost(REQUEST_RELEASE_URL).replyOnce(answer.reply);
  http.onGet(requestUrl('r-new')).reply(200, { ...openRequest, id: 'r-new' });
  http.onGet(PROVIDER_URL).reply(200, { kind: 'offline', model: 'offline' });
  const { user, router, dialog } = await openDialog();

  expect(dialog).toHaveTextContent(
    `A releaser reviews "Sharper ICP wording" V1.1 beside the released text and its test results`,
  );
  await fill(
    user,
    within(dialog).getByLabelText('Note for the reviewer'),
    'Three bullets read better',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Request release' }));
  expect(await within(dialog).findByRole('button', { name: /Requesting/ })).toBeInTheDocument();
  answer.release();

  expect(
    await screen.findByRole('heading', { name: 'Release request: ICP V1.1' }),
  ).toBeInTheDocument();
  expect(router.state.location.search).toBe('?requests=open&request=r-new');
  expect(bodyOf(http.history.post[0])).toEqual({ note: 'Three bullets read better' });
});

it.each([
  [
    'REQUEST_OPEN',
    'A release request for ICP is already open: version 1.1, asked by staff@example.com',
  ],
  ['ALREADY_RELEASED', 'Version 1.1 is released to every tenant'],
  [
    'STALE_REQUEST',
    'A newer edit of this instruction came after the request; ask for the newest version',
  ],
])('shows a refusal (409 %s) in the dialog as the API words it', async (code, message) => {
  http.onPost(REQUEST_RELEASE_URL).replyOnce(409, refusal(409, code, message));
  const { user, router, dialog } = await openDialog();

  await user.click(within(dialog).getByRole('button', { name: 'Request release' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  expect(bodyOf(http.history.post[0])).toEqual({ note: '' });
  expect(router.state.location.search).toBe('?history=p-icp');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('shows a viewer Request release disabled, and why', async () => {
  signIn({}, viewerUser);
  renderRoute(PAGE_URL, <InstructionTuningPage />, `${PAGE_URL}?history=p-icp`);

  const button = await screen.findByRole('button', { name: 'Request release of V1.1' });
  expect(button).toBeDisabled();
  const stop = button.parentElement!;
  expect(stop).toHaveAttribute('tabindex', '0');
  act(() => stop.focus());
  expect(await screen.findByRole('tooltip')).toHaveTextContent(
    'Viewers can read but not request releases',
  );
  expect(http.history.post).toHaveLength(0);
});
