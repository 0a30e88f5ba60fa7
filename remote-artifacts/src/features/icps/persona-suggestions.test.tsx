import { screen, waitFor, within } from '@testing-library/react';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { bodyOf, mockApiPerTest } from '@portal/remote-kit/testing';
import { deferredReply, healthcareIcp, icpsUrl, midMarketIcp } from '../../testing/artifacts';
import {
  offlineProvider,
  openAiProvider,
  PERSONA_DRAFT_URL,
  personaDraftAnswer,
  PROVIDER_URL,
  unusableAnswer,
} from '../../testing/drafts';
import { renderDashboard } from '../../testing/render-dashboard';

const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(PROVIDER_URL).reply(200, openAiProvider);
});

async function editIcp(icp = midMarketIcp) {
  http.onGet(icpsUrl()).reply(200, [icp, healthcareIcp]);
  const view = renderDashboard();
  await view.user.click(await screen.findByRole('button', { name: `Edit ICP ${icp.name}` }));
  const section = screen.getByRole('region', { name: 'Buyer Personas' });
  return { ...view, section };
}

const personaNames = (section: HTMLElement) =>
  within(section)
    .getAllByRole('group')
    .map((persona) => (within(persona).getByLabelText('Name') as HTMLInputElement).value);

it("sends the form's ICP and appends the suggested personas; Update ICP sends the token", async () => {
  const { user, section } = await editIcp();
  http.onPost(PERSONA_DRAFT_URL).reply(200, personaDraftAnswer);

  await user.click(within(section).getByRole('button', { name: 'Suggest personas' }));

  expect(
    await within(section).findByText(
      'Added 2 personas suggested by the buyer persona instruction V1.0 with gpt-4o-mini. Review them before saving.',
    ),
  ).toBeInTheDocument();
  expect(bodyOf(http.history.post[0])).toEqual({
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    icp: {
      name: midMarketIcp.name,
      description: midMarketIcp.description,
      segments: midMarketIcp.segments.map(({ name, description, details }) => ({
        name,
        description,
        details,
      })),
    },
  });
  expect(personaNames(section)).toEqual(['VP Sales', 'CFO', 'IT lead']);

  http.onPut(`/api/icp-onboarding/${acme.id}/${midMarketIcp.id}`).reply(200, midMarketIcp);
  await user.click(screen.getByRole('button', { name: 'Update ICP' }));
  await screen.findByRole('article', { name: midMarketIcp.name });
  expect(bodyOf(http.history.put[0])).toMatchObject({
    buyerPersonas: [
      expect.objectContaining({ name: 'VP Sales' }),
      expect.objectContaining({ name: 'CFO', isBuyingCommittee: true }),
      expect.objectContaining({ name: 'IT lead' }),
    ],
    generation: { token: 'persona-token' },
  });
});

it('leaves out suggested personas whose names the form already has', async () => {
  const { user, section } = await editIcp();
  const [cfo, itLead] = personaDraftAnswer.draft.buyerPersonas;
  http.onPost(PERSONA_DRAFT_URL).reply(200, {
    ...personaDraftAnswer,
    draft: { buyerPersonas: [{ ...cfo, name: ' vp SALES' }, itLead] },
  });

  await user.click(within(section).getByRole('button', { name: 'Suggest personas' }));

  expect(
    await within(section).findByText(
      'Added 1 persona suggested by the buyer persona instruction V1.0 with gpt-4o-mini. 1 suggested persona was left out: the form already has a persona of that name. Review them before saving.',
    ),
  ).toBeInTheDocument();
  expect(personaNames(section)).toEqual(['VP Sales', 'IT lead']);
});

it('shows a failure with Retry and keeps the list; offline says how to configure a model', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user, section } = await editIcp();
  http.onPost(PERSONA_DRAFT_URL).replyOnce(502, unusableAnswer);

  await user.click(within(section).getByRole('button', { name: 'Suggest personas' }));

  const alert = await within(section).findByRole('alert');
  expect(alert).toHaveTextContent(unusableAnswer.message);
  expect(personaNames(section)).toEqual(['VP Sales']);
  http.onPost(PERSONA_DRAFT_URL).replyOnce(200, personaDraftAnswer);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(personaNames(section)).toEqual(['VP Sales', 'CFO', 'IT lead']));
});

it('says no model is connected with the offline provider, and how to connect one; sends nothing', async () => {
  http.onGet(PROVIDER_URL).reply(200, offlineProvider);
  const { user, section } = await editIcp();
  // The provider is known before the press, as when the draft panel asked first.
  await user.click(screen.getByRole('button', { name: 'Draft with AI' }));
  await screen.findByText('No model is connected, so nothing can be drafted.');
  await user.click(screen.getByRole('button', { name: 'Draft with AI' }));

  await user.click(within(section).getByRole('button', { name: 'Suggest personas' }));

  expect(
    await within(section).findByText('No model is connected, so nothing can be drafted.'),
  ).toBeInTheDocument();
  expect(section).toHaveTextContent('ask an administrator to connect one');
  expect(http.history.post).toHaveLength(0);
});

it('Cancel suggestions aborts the request, keeps the list and returns focus to the button', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user, section } = await editIcp();
  const answer = deferredReply();
  http.onPost(PERSONA_DRAFT_URL).reply(answer.reply);
  const suggest = within(section).getByRole('button', { name: 'Suggest personas' });

  await user.click(suggest);
  expect(await within(section).findByRole('status')).toHaveTextContent('Suggesting personas…');
  await user.click(within(section).getByRole('button', { name: 'Cancel suggestions' }));

  expect(http.history.post[0]?.signal?.aborted).toBe(true);
  expect(suggest).toHaveFocus();
  answer.answer([200, personaDraftAnswer]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(personaNames(section)).toEqual(['VP Sales']);
  expect(suggest).toHaveFocus();
});
