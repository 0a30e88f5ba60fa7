import { screen, waitFor, within } from '@testing-library/react';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { bodyOf, mockApiPerTest } from '@portal/remote-kit/testing';
import { healthcareIcp, icpsUrl, midMarketIcp } from '../../testing/artifacts';
import { ICP_DRAFT_URL, icpDraftAnswer, openAiProvider, PROVIDER_URL } from '../../testing/drafts';
import { renderDashboard } from '../../testing/render-dashboard';

// Issue 39 §4: a draft left unsaved is dismissed for its version's scorecard, without waiting.
jest.setTimeout(60_000);

const DISMISS_URL = '/api/drafts/dismiss';
const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp, healthcareIcp]);
  http.onGet(PROVIDER_URL).reply(200, openAiProvider);
  http.onPost(ICP_DRAFT_URL).reply(200, icpDraftAnswer);
  http.onPost(DISMISS_URL).reply(204);
});

const dismissals = () => http.history.post.filter((call) => call.url === DISMISS_URL);

async function draftIntoNewForm() {
  const view = renderDashboard();
  await screen.findByRole('article', { name: 'Mid-market SaaS' });
  await view.user.click(screen.getByRole('button', { name: /Create ICP/ }));
  await view.user.click(screen.getByRole('button', { name: 'Draft with AI' }));
  const panel = await screen.findByRole('region', { name: 'Draft with AI' });
  await view.user.click(within(panel).getByRole('button', { name: 'Draft' }));
  await within(panel).findByText(/^Drafted by the ICP instruction V1.1/);
  return view;
}

it('Cancel on a drafted form dismisses the draft with its token', async () => {
  const { user } = await draftIntoNewForm();
  expect(dismissals()).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  // The unsaved-changes guard asks first; discarding closes the form.
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: /Discard/ }));

  await waitFor(() => expect(dismissals()).toHaveLength(1));
  expect(bodyOf(dismissals()[0])).toEqual({
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    generation: { token: 'icp-token' },
  });
});

it('a second draft applied dismisses the one it replaces', async () => {
  const { user } = await draftIntoNewForm();
  http.onPost(ICP_DRAFT_URL).reply(200, {
    draft: { ...icpDraftAnswer.draft, name: 'Freight forwarders, EU' },
    generation: { ...icpDraftAnswer.generation, token: 'second-token' },
  });
  const panel = screen.getByRole('region', { name: 'Draft with AI' });
  await user.click(within(panel).getByRole('button', { name: 'Draft' }));
  // The form holds the first draft: the second comes as changes to apply.
  await user.click(await within(panel).findByRole('button', { name: 'Apply 1 change' }));

  await waitFor(() => expect(dismissals()).toHaveLength(1));
  expect(bodyOf(dismissals()[0])).toMatchObject({ generation: { token: 'icp-token' } });
});
