import { screen, waitFor, within } from '@testing-library/react';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { bodyOf, fill, mockApiPerTest } from '@portal/remote-kit/testing';
import { deferredReply, healthcareIcp, icpsUrl, midMarketIcp } from '../../testing/artifacts';
import {
  ICP_DRAFT_URL,
  icpDraftAnswer,
  offlineProvider,
  openAiProvider,
  PROVIDER_URL,
  unusableAnswer,
} from '../../testing/drafts';
import { renderDashboard } from '../../testing/render-dashboard';

const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp, healthcareIcp]);
  http.onGet(PROVIDER_URL).reply(200, openAiProvider);
});

/** The create form with its draft panel open, focus in the description. */
async function openDraftPanel() {
  const view = renderDashboard();
  await screen.findByRole('article', { name: 'Mid-market SaaS' });
  await view.user.click(screen.getByRole('button', { name: /Create ICP/ }));
  const toggle = screen.getByRole('button', { name: 'Draft with AI' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = await screen.findByRole('region', { name: 'Draft with AI' });
  return { ...view, panel };
}

const formName = () => screen.getByLabelText('ICP Name');

it('fills the form from the draft for review, and Create ICP saves it with the token', async () => {
  const { user, panel } = await openDraftPanel();
  const description = within(panel).getByLabelText('Company description');
  await waitFor(() => expect(description).toHaveFocus());
  expect(description).toHaveAccessibleDescription(
    "Leave it blank to use the workspace's description.",
  );
  http.onPost(ICP_DRAFT_URL).reply(200, icpDraftAnswer);

  await user.type(description, 'We sell to freight forwarders');
  await user.click(within(panel).getByRole('button', { name: 'Draft' }));

  const notice = await within(panel).findByText(
    "Drafted by the ICP instruction V1.1 with gpt-4o-mini. Review it, then press 'Create ICP'.",
  );
  await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
  expect(bodyOf(http.history.post[0])).toEqual({
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    companyDescription: 'We sell to freight forwarders',
  });
  expect(formName()).toHaveValue('Freight forwarders');
  expect(screen.getByLabelText('Customer Description')).toHaveValue(
    icpDraftAnswer.draft.description,
  );
  const [segment, persona] = screen.getAllByRole('group') as [HTMLElement, HTMLElement];
  expect(segment).toHaveAccessibleName('Segment 1');
  expect(within(segment).getByLabelText('Details')).toHaveValue('Asia to EU');
  expect(within(persona).getByLabelText('Name')).toHaveValue('COO');
  expect(within(persona).getByLabelText('Mobilizer Persona')).toBeChecked();
  expect(http.history.post.filter((call) => call.url === '/api/icp-onboarding')).toHaveLength(0);

  await fill(user, within(segment).getByLabelText('Name'), 'Ocean freight');
  http
    .onPost('/api/icp-onboarding')
    .reply(201, { ...healthcareIcp, id: 'icp-new', name: 'Freight forwarders' });
  await user.click(screen.getByRole('button', { name: 'Create ICP' }));

  expect(await screen.findByRole('article', { name: 'Freight forwarders' })).toBeInTheDocument();
  const create = http.history.post.find((call) => call.url === '/api/icp-onboarding');
  expect(bodyOf(create)).toEqual({
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    name: 'Freight forwarders',
    description: icpDraftAnswer.draft.description,
    segments: [{ name: 'Ocean freight', description: 'Sea freight', details: 'Asia to EU' }],
    buyerPersonas: icpDraftAnswer.draft.buyerPersonas,
    generation: { token: 'icp-token' },
  });
});

it("shows an unusable answer's message with Retry, changes nothing, and Retry drafts", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user, panel } = await openDraftPanel();
  await fill(user, formName(), 'Typed by hand');
  http
    .onPost(ICP_DRAFT_URL)
    .replyOnce(502, unusableAnswer)
    .onPost(ICP_DRAFT_URL)
    .replyOnce(200, icpDraftAnswer);

  await user.click(within(panel).getByRole('button', { name: 'Draft' }));

  const alert = await within(panel).findByRole('alert');
  expect(alert).toHaveTextContent(unusableAnswer.message);
  await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
  expect(formName()).toHaveValue('Typed by hand');
  expect(screen.queryAllByRole('group')).toHaveLength(0);

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  // The form holds text: the draft's changes are offered, nothing is overwritten.
  expect(await within(panel).findByRole('list', { name: 'Proposed changes' })).toBeInTheDocument();
  expect(formName()).toHaveValue('Typed by hand');
  expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  expect(http.history.post).toHaveLength(2);
});

it('Draft with AI on a filled form shows the changes instead of overwriting; Apply fills those kept', async () => {
  const { user } = renderDashboard();
  await user.click(await screen.findByRole('button', { name: `Edit ICP ${midMarketIcp.name}` }));
  await user.click(screen.getByRole('button', { name: 'Draft with AI' }));
  const panel = await screen.findByRole('region', { name: 'Draft with AI' });
  http.onPost(ICP_DRAFT_URL).reply(200, icpDraftAnswer);

  await user.click(within(panel).getByRole('button', { name: 'Draft' }));

  const list = await within(panel).findByRole('list', { name: 'Proposed changes' });
  expect(panel).toHaveTextContent(
    'The form already holds text, so the draft is not filled in: choose the changes to apply.',
  );
  expect(
    within(list)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label')),
  ).toEqual([
    'Keep: ICP Name changed',
    'Keep: Customer Description changed',
    'Keep: Segment “Fintech” changed',
    'Keep: Segment “HR Tech” removed',
    'Keep: Buyer persona “VP Sales” changed',
  ]);
  // Read-only while the changes are chosen: the form is the review's 'before'.
  expect(formName()).toHaveValue(midMarketIcp.name);
  expect(formName()).toBeDisabled();

  await user.click(within(panel).getByRole('button', { name: 'Reject all' }));
  await user.click(within(panel).getByRole('checkbox', { name: 'Keep: ICP Name changed' }));
  await user.click(within(panel).getByRole('button', { name: 'Apply 1 change' }));

  expect(
    await within(panel).findByText(
      "Applied 1 of 5 changes drafted by the ICP instruction V1.1 with gpt-4o-mini. Review the form, then press 'Update ICP'.",
    ),
  ).toBeInTheDocument();
  expect(formName()).toHaveValue('Freight forwarders');
  expect(formName()).toBeEnabled();
  expect(screen.getByLabelText('Customer Description')).toHaveValue(midMarketIcp.description);
  expect(screen.getAllByRole('group', { name: /^Segment/ })).toHaveLength(2);

  http.onPut(`/api/icp-onboarding/${acme.id}/${midMarketIcp.id}`).reply(200, midMarketIcp);
  await user.click(screen.getByRole('button', { name: 'Update ICP' }));
  await screen.findByRole('article', { name: midMarketIcp.name });
  expect(bodyOf(http.history.put[0])).toMatchObject({
    name: 'Freight forwarders',
    description: midMarketIcp.description,
    generation: { token: 'icp-token' },
  });
});

it('Cancel draft aborts the request and leaves the form as it was', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user, panel } = await openDraftPanel();
  await fill(user, formName(), 'Typed by hand');
  const answer = deferredReply();
  http.onPost(ICP_DRAFT_URL).reply(answer.reply);

  await user.click(within(panel).getByRole('button', { name: 'Draft' }));

  expect(await within(panel).findByRole('status')).toHaveTextContent('Drafting…');
  expect(within(panel).getByRole('button', { name: 'Draft' })).toBeDisabled();
  // Issue 39: nothing typed meanwhile can be lost to the answer, nor saved half-drafted.
  expect(formName()).toBeDisabled();
  expect(screen.getByLabelText('Customer Description')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Create ICP' })).toBeDisabled();
  const cancel = within(panel).getByRole('button', { name: 'Cancel draft' });
  await waitFor(() => expect(cancel).toHaveFocus());
  await user.click(cancel);

  expect(http.history.post[0]?.signal?.aborted).toBe(true);
  expect(within(panel).queryByText('Drafting…')).not.toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Draft' })).toHaveFocus();
  expect(formName()).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Create ICP' })).toBeEnabled();
  answer.answer([200, icpDraftAnswer]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(formName()).toHaveValue('Typed by hand');
  expect(within(panel).queryByText(/^Drafted by/)).not.toBeInTheDocument();
  expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
});

it('says in staff words how a model gets connected instead of offering Draft with the offline provider', async () => {
  http.onGet(PROVIDER_URL).reply(200, offlineProvider);
  const { panel } = await openDraftPanel();

  expect(
    await within(panel).findByText('No model is connected, so nothing can be drafted.'),
  ).toBeInTheDocument();
  expect(panel).toHaveTextContent(
    'Connecting a model is an administrator’s setting: ask an administrator to connect one.',
  );
  expect(panel).not.toHaveTextContent(/MODEL_|environment/);
  expect(within(panel).queryByRole('button', { name: 'Draft' })).not.toBeInTheDocument();
});

it('says the same when the draft answers 409 MODEL_NOT_CONFIGURED', async () => {
  http.onGet(PROVIDER_URL).reply(500);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user, panel } = await openDraftPanel();
  http.onPost(ICP_DRAFT_URL).reply(409, {
    statusCode: 409,
    code: 'MODEL_NOT_CONFIGURED',
    message:
      'No model is configured, so nothing can be drafted: the offline provider is not a model.',
  });

  await user.click(within(panel).getByRole('button', { name: 'Draft' }));

  expect(
    await within(panel).findByText('No model is connected, so nothing can be drafted.'),
  ).toBeInTheDocument();
  expect(panel).toHaveTextContent(
    'Connecting a model is an administrator’s setting: ask an administrator to connect one.',
  );
  expect(panel).not.toHaveTextContent(/MODEL_|environment/);
});

it('an edit saved after a draft sends the token with its update', async () => {
  const { user } = renderDashboard();
  await user.click(await screen.findByRole('button', { name: 'Edit ICP Regional hospitals' }));
  await user.click(screen.getByRole('button', { name: 'Draft with AI' }));
  const panel = await screen.findByRole('region', { name: 'Draft with AI' });
  http.onPost(ICP_DRAFT_URL).reply(200, icpDraftAnswer);
  await user.click(within(panel).getByRole('button', { name: 'Draft' }));
  await user.click(await within(panel).findByRole('button', { name: 'Apply 4 changes' }));
  await within(panel).findByText(/then press 'Update ICP'\.$/);

  const url = `/api/icp-onboarding/${acme.id}/${healthcareIcp.id}`;
  http.onPut(url).reply(200, { ...healthcareIcp, name: 'Freight forwarders' });
  await user.click(screen.getByRole('button', { name: 'Update ICP' }));

  expect(await screen.findByRole('article', { name: 'Freight forwarders' })).toBeInTheDocument();
  expect(bodyOf(http.history.put[0])).toMatchObject({
    name: 'Freight forwarders',
    revision: healthcareIcp.revision,
    generation: { token: 'icp-token' },
  });
});
