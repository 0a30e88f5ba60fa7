import { screen, waitFor, within } from '@testing-library/react';
import { acme } from '@portal/shared/testing';
import { bodyOf, mockApiPerTest } from '@portal/remote-kit/testing';
import {
  deferredReply,
  forecastingUsp,
  coachingUsp,
  healthcareIcp,
  icpsUrl,
  midMarketIcp,
  uspsUrl,
} from '../../testing/artifacts';
import {
  icpProposal,
  icpReviseAnswer,
  icpReviseUrl,
  noEditRelease,
  offlineProvider,
  openAiProvider,
  PROVIDER_URL,
  unusableAnswer,
  uspReviseAnswer,
  uspReviseUrl,
} from '../../testing/drafts';
import { chooseAction, openUspTab, renderDashboard } from '../../testing/render-dashboard';

const http = mockApiPerTest();
const icpUrl = `/api/icp-onboarding/${acme.id}/${midMarketIcp.id}`;

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp, healthcareIcp]);
  http.onGet(uspsUrl()).reply(200, [forecastingUsp, coachingUsp]);
  http.onGet(PROVIDER_URL).reply(200, openAiProvider);
});

/** The dashboard with the revise dialog of Mid-market SaaS open, from its card. */
async function openIcpRevise() {
  const view = renderDashboard();
  await chooseAction(view.user, midMarketIcp.name, `Revise with AI: ICP ${midMarketIcp.name}`);
  const dialog = await screen.findByRole('dialog', {
    name: `Revise ICP “${midMarketIcp.name}” with AI`,
  });
  return { ...view, dialog };
}

async function ask(user: ReturnType<typeof renderDashboard>['user'], dialog: HTMLElement) {
  const field = within(dialog).getByLabelText('What should change?');
  await waitFor(() => expect(field).toHaveFocus());
  await user.type(field, 'Focus on Europe');
  await user.click(within(dialog).getByRole('button', { name: 'Revise' }));
}

const changeItems = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Proposed changes' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-labelledby'));

it('shows the change list, and saves the changes kept with the revision and its token', async () => {
  const { user, dialog } = await openIcpRevise();
  http.onPost(icpReviseUrl(midMarketIcp.id)).reply(200, icpReviseAnswer);

  await ask(user, dialog);

  const list = await within(dialog).findByRole('list', { name: 'Proposed changes' });
  expect(bodyOf(http.history.post[0])).toEqual({ request: 'Focus on Europe' });
  const items = changeItems(dialog);
  expect(items.map((item) => within(item).getByText(/changed|added|removed/).textContent)).toEqual([
    'ICP Name changed',
    'Segment “Fintech” changed',
    'Segment “Healthcare” added',
  ]);
  // The word diff: marked for the eye (<del>/<ins>) and said to screen readers.
  const [name, fintech, healthcare] = items as [HTMLElement, HTMLElement, HTMLElement];
  expect(name.querySelector('ins')).toHaveTextContent(
    '[insertion start] in Europe [insertion end]',
  );
  // Each line names the entry's field once, one colon (issue 37 §4: not 'Details: Was:').
  expect(fintech).toHaveTextContent(
    'Details was: EU [deletion start] and US [deletion end]Details now: EU [insertion start] only [insertion end]',
  );
  expect(fintech.textContent).not.toMatch(/:\s*\S+:/);
  expect(healthcare).toHaveTextContent('Name: Healthcare');
  expect(within(dialog).getByText('3 of 3 kept')).toBeInTheDocument();
  expect(list).toHaveAccessibleName('Proposed changes');

  await user.click(
    within(dialog).getByRole('checkbox', { name: 'Keep: Segment “Fintech” changed' }),
  );
  expect(within(dialog).getByText('2 of 3 kept')).toBeInTheDocument();
  expect(within(fintech).getByText(/rejected/)).toBeInTheDocument();

  const saved = { ...midMarketIcp, name: icpProposal.name, revision: 4 };
  http.onPut(icpUrl).reply(200, saved);
  await user.click(within(dialog).getByRole('button', { name: 'Save 2 changes' }));

  expect(await screen.findByText('ICP updated: 2 of 3 changes kept.')).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: icpProposal.name })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodyOf(http.history.put[0])).toEqual({
    id: midMarketIcp.id,
    tenantId: acme.id,
    workspaceId: midMarketIcp.workspaceId,
    name: 'Mid-market SaaS in Europe',
    description: midMarketIcp.description,
    segments: [
      { name: 'Fintech', description: 'Payments and lending', details: 'EU and US' },
      { name: 'HR Tech', description: 'Payroll and HRIS', details: 'US only' },
      { name: 'Healthcare', description: 'Clinics and labs', details: 'EU' },
    ],
    buyerPersonas: [
      {
        name: 'VP Sales',
        description: 'Owns the number',
        isMobilizer: true,
        isBuyingCommittee: true,
      },
    ],
    revision: midMarketIcp.revision,
    generation: { token: 'icp-edit-token', proposal: icpProposal },
  });
});

it('rebuilds the change list on the ICP as saved now when it changed meanwhile, and says why', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user, dialog } = await openIcpRevise();
  http.onPost(icpReviseUrl(midMarketIcp.id)).reply(200, icpReviseAnswer);
  await ask(user, dialog);
  await within(dialog).findByRole('list', { name: 'Proposed changes' });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Keep: ICP Name changed' }));
  // A colleague renamed the ICP and added Healthcare as the AI proposes it.
  const current = {
    ...midMarketIcp,
    name: 'Mid-market software',
    segments: [
      ...midMarketIcp.segments,
      { id: 'seg-3', name: 'Healthcare', description: 'Clinics and labs', details: 'EU' },
    ],
    revision: 5,
  };
  http.onPut(icpUrl).replyOnce(409, { statusCode: 409, code: 'STALE_REVISION', message: 'Stale' });
  http.onGet(icpUrl).reply(200, current);

  await user.click(within(dialog).getByRole('button', { name: 'Save 2 changes' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'This ICP was changed by someone else since the AI answered. The changes below are compared with it as saved now: check them, then save again.',
  );
  expect(
    changeItems(dialog).map((item) => within(item).getByText(/changed|added|removed/).textContent),
  ).toEqual(['ICP Name changed · rejected', 'Segment “Fintech” changed']);
  http.onPut(icpUrl).reply(200, { ...current, revision: 6 });
  await user.click(within(dialog).getByRole('button', { name: 'Save 1 change' }));

  await screen.findByText('ICP updated: 1 of 2 changes kept.');
  expect(bodyOf(http.history.put[1])).toMatchObject({
    name: 'Mid-market software',
    revision: 5,
    segments: [
      expect.objectContaining({ name: 'Fintech', details: 'EU only' }),
      expect.objectContaining({ name: 'HR Tech' }),
      expect.objectContaining({ name: 'Healthcare' }),
    ],
  });
});

it('says the tenant has no released ICP Edit instruction and links to the Instructions page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user, dialog } = await openIcpRevise();
  http.onPost(icpReviseUrl(midMarketIcp.id)).reply(404, noEditRelease);

  await ask(user, dialog);

  expect(
    await within(dialog).findByText(
      'No ICP Edit instruction is released for this tenant yet, so nothing can be revised.',
    ),
  ).toBeInTheDocument();
  const link = within(dialog).getByRole('link', { name: 'Instructions page' });
  expect(link).toHaveAttribute('href', '/dashboard/instruction-tuning');
  expect(within(dialog).queryByLabelText('What should change?')).not.toBeInTheDocument();
});

it('tells the no-release 404 by its code: a record gone meanwhile is a failure with Retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user, dialog } = await openIcpRevise();
  // The message names no release: only the code tells the two 404s apart.
  http
    .onPost(icpReviseUrl(midMarketIcp.id))
    .reply(404, { statusCode: 404, code: 'NOT_FOUND', message: 'ICP not found' });

  await ask(user, dialog);

  expect(await within(dialog).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(dialog).not.toHaveTextContent('is released');
  expect(within(dialog).queryByRole('link', { name: 'Instructions page' })).not.toBeInTheDocument();
  expect(within(dialog).getByLabelText('What should change?')).toBeInTheDocument();
});

it('says in staff words how a model gets connected, with the offline provider', async () => {
  http.onGet(PROVIDER_URL).reply(200, offlineProvider);
  const { dialog } = await openIcpRevise();

  expect(
    await within(dialog).findByText('No model is connected, so nothing can be revised.'),
  ).toBeInTheDocument();
  expect(dialog).toHaveTextContent(
    'Connecting a model is an administrator’s setting: ask an administrator to connect one. Until then, edit it by hand.',
  );
  expect(dialog).not.toHaveTextContent(/MODEL_|environment/);
  expect(http.history.post).toHaveLength(0);
});

it('is busy while the AI answers; Cancel revision drops it; a failure offers Retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user, dialog } = await openIcpRevise();
  const answer = deferredReply();
  http.onPost(icpReviseUrl(midMarketIcp.id)).replyOnce(answer.reply);

  await ask(user, dialog);

  expect(await within(dialog).findByRole('status')).toHaveTextContent('Revising…');
  expect(within(dialog).getByLabelText('What should change?')).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel revision' }));
  expect(http.history.post[0]?.signal?.aborted).toBe(true);
  answer.answer([200, icpReviseAnswer]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(within(dialog).queryByRole('list', { name: 'Proposed changes' })).not.toBeInTheDocument();

  http
    .onPost(icpReviseUrl(midMarketIcp.id))
    .replyOnce(502, unusableAnswer)
    .onPost(icpReviseUrl(midMarketIcp.id))
    .replyOnce(200, icpReviseAnswer);
  await user.click(within(dialog).getByRole('button', { name: 'Revise' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent(unusableAnswer.message);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(dialog).findByRole('list', { name: 'Proposed changes' })).toBeInTheDocument();
});

it("revises a USP from its card: the differentiator's words and each product line", async () => {
  const { user } = renderDashboard();
  await openUspTab(user);
  await screen.findByRole('article', { name: forecastingUsp.name });
  await chooseAction(user, forecastingUsp.name, `Revise with AI: USP ${forecastingUsp.name}`);
  const dialog = await screen.findByRole('dialog', {
    name: `Revise USP “${forecastingUsp.name}” with AI`,
  });
  http.onPost(uspReviseUrl(forecastingUsp.id)).reply(200, uspReviseAnswer);
  await ask(user, dialog);
  await within(dialog).findByRole('list', { name: 'Proposed changes' });

  expect(
    changeItems(dialog).map((item) => within(item).getByText(/changed|added|removed/).textContent),
  ).toEqual([
    'Differentiator changed',
    'Product “Pipeline Inspector” removed',
    'Product “Forecast Mobile” added',
  ]);
  await user.click(within(dialog).getByRole('button', { name: 'Reject all' }));
  expect(within(dialog).getByRole('button', { name: 'Save 0 changes' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Keep all' }));
  http.onPut(`/api/usp-onboarding/${forecastingUsp.id}`).reply(200, forecastingUsp);
  await user.click(within(dialog).getByRole('button', { name: 'Save 3 changes' }));

  await screen.findByText('USP updated: 3 of 3 changes kept.');
  expect(bodyOf(http.history.put[0])).toMatchObject({
    products: ['Forecast Cloud', 'Forecast Mobile'],
    differentiator: 'Forecasts within 2% of actuals, from day one.',
    revision: forecastingUsp.revision,
    generation: { token: 'usp-edit-token' },
  });
});

it('revises one persona from the ICP form, and refuses while the form holds unsaved changes', async () => {
  const { user } = renderDashboard();
  await user.click(await screen.findByRole('button', { name: `Edit ICP ${midMarketIcp.name}` }));
  const persona = screen.getByRole('group', { name: 'Persona 1' });
  const revisePersona = within(persona).getByRole('button', {
    name: 'Revise with AI: buyer persona VP Sales',
  });
  expect(
    screen.getByRole('button', { name: `Revise with AI: ICP ${midMarketIcp.name}` }),
  ).toBeEnabled();

  await user.click(revisePersona);
  const dialog = await screen.findByRole('dialog', {
    name: 'Revise buyer persona “VP Sales” with AI',
  });
  http.onPost(icpReviseUrl(midMarketIcp.id)).reply(200, { ...icpReviseAnswer, changes: [] });
  await ask(user, dialog);
  expect(
    await within(dialog).findByText('The AI proposes no change to this ICP.'),
  ).toBeInTheDocument();
  expect(bodyOf(http.history.post[0])).toEqual({ request: 'Focus on Europe', personaId: 'per-1' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.type(screen.getByLabelText('ICP Name'), ' edited');

  const refused = screen.getByRole('button', { name: `Revise with AI: ICP ${midMarketIcp.name}` });
  expect(refused).toBeDisabled();
  await user.hover(refused.parentElement!);
  expect(
    await screen.findByText('Save or discard your changes first: the AI revises the ICP as saved.'),
  ).toBeInTheDocument();
});
