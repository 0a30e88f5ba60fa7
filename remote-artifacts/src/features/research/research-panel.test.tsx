import { screen, waitFor, within } from '@testing-library/react';
import type { ResearchBrief, ResearchResponse } from '@portal/contract';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { bodyOf, mockApiPerTest } from '@portal/remote-kit/testing';
import { deferredReply, icpsUrl } from '../../testing/artifacts';
import { offlineProvider, openAiProvider, PROVIDER_URL } from '../../testing/drafts';
import { renderDashboard } from '../../testing/render-dashboard';

const http = mockApiPerTest();
const BRIEF_URL = `/api/research-briefs/${acme.id}/workspace/${enterpriseSales.id}`;
const RESEARCH_URL = '/api/research-briefs/research';

const proposal: ResearchResponse = {
  proposal: {
    name: 'Acme Corp',
    summary: 'Acme Corp plans freight for logistics operators in the EU.',
    offerings: ['Route planner', 'Rate-card import'],
    markets: ['EU 3PLs'],
    competitors: ['Transporeon'],
    signals: [],
    sources: [],
  },
  generation: {
    promptId: 'prompt-research',
    promptType: 'COMPANY_RESEARCH',
    version: '1.1',
    model: 'gpt-4o-mini',
    generatedAt: '2026-11-28T08:00:00.000Z',
    token: 'research-token',
  },
};
const saved: ResearchBrief = {
  id: 'brief-1',
  ...proposal.proposal,
  sources: [{ id: 's1', section: 'summary', reference: 'https://acme.example.com/about' }],
  tenantId: acme.id,
  workspaceId: enterpriseSales.id,
  revision: 1,
};

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, []);
  http.onGet(PROVIDER_URL).reply(200, openAiProvider);
});

async function openPanel() {
  const view = renderDashboard();
  const toggle = await screen.findByRole('button', { name: 'Show company research' });
  await view.user.click(toggle);
  return view;
}

it("stays collapsed above the spec's two tabs, asking nothing until opened", async () => {
  renderDashboard();

  const toggle = await screen.findByRole('button', { name: 'Show company research' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('heading', { name: 'Company research' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'ICP Dashboard', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'USP' })).toBeInTheDocument();
  expect(http.history.get.map((request) => request.url)).not.toContain(BRIEF_URL);
});

it('researches the company: busy with Cancel, then the proposal to review; the save sends its generation and the sources added', async () => {
  http.onGet(BRIEF_URL).replyOnce(200, []);
  const answer = deferredReply();
  http.onPost(RESEARCH_URL).reply(answer.reply);
  http.onPost('/api/research-briefs').reply(201, saved);
  const { user } = await openPanel();

  expect(await screen.findByText('No research brief yet')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Research the company' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Researching the company…');
  expect(screen.getByRole('button', { name: 'Cancel research' })).toHaveFocus();
  expect(bodyOf(http.history.post[0])).toEqual({
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
  });
  answer.answer([200, proposal]);

  const summary = await screen.findByRole('textbox', { name: 'Summary' });
  expect(summary).toHaveValue(proposal.proposal.summary);
  // The keyboard lands in the form that replaced the busy state.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveFocus());
  expect(screen.getByRole('textbox', { name: 'Offerings' })).toHaveValue(
    'Route planner\nRate-card import',
  );
  await user.type(
    screen.getByRole('textbox', { name: 'Summary: sources' }),
    'https://acme.example.com/about',
  );
  await user.click(screen.getByRole('button', { name: 'Save brief' }));

  await waitFor(() => expect(http.history.post).toHaveLength(2));
  expect(bodyOf(http.history.post[1])).toEqual({
    ...proposal.proposal,
    sources: [{ section: 'summary', reference: 'https://acme.example.com/about' }],
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    generation: { token: 'research-token' },
  });
  const section = await screen.findByRole('region', { name: 'Summary' });
  expect(section).toHaveTextContent('Sources: https://acme.example.com/about');
  expect(
    within(screen.getByRole('region', { name: 'Markets' })).getByText('Source: model knowledge'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Research again' })).toBeInTheDocument();
});

it('a failed research says why, and Retry asks again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http.onGet(BRIEF_URL).reply(200, []);
  http
    .onPost(RESEARCH_URL)
    .replyOnce(502, {
      statusCode: 502,
      code: 'MODEL_ERROR',
      message: 'The model could not be reached.',
    })
    .onPost(RESEARCH_URL)
    .replyOnce(200, proposal);
  const { user } = await openPanel();
  await user.click(await screen.findByRole('button', { name: 'Research the company' }));

  expect(await screen.findByText('The model could not be reached.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('textbox', { name: 'Summary' })).toHaveValue(
    proposal.proposal.summary,
  );
});

it('without a model it says who connects one, in words, and offers no research', async () => {
  http.onGet(PROVIDER_URL).reply(200, offlineProvider);
  http.onGet(BRIEF_URL).reply(200, [saved]);
  await openPanel();

  expect(
    await screen.findByText('No model is connected, so the company cannot be researched.'),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'Connecting a model is a setting of the portal’s server: ask an administrator to connect one.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/MODEL_BASE_URL/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Research again' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit brief' })).toBeInTheDocument();
});

it('a load failure offers Retry; a stale save says someone else changed it, and Reload shows theirs', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http.onGet(BRIEF_URL).replyOnce(500).onGet(BRIEF_URL).replyOnce(200, [saved]);
  const { user } = await openPanel();

  expect(
    await screen.findByText('Failed to load the research brief. Please try again.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await user.click(await screen.findByRole('button', { name: 'Edit brief' }));
  http.onPut(`/api/research-briefs/${acme.id}/${saved.id}`).reply(409, {
    statusCode: 409,
    code: 'STALE_REVISION',
    message: 'This research brief was changed by someone else. Reload to see their changes.',
  });
  const theirs = { ...saved, summary: 'Their summary', revision: 2 };
  http.onGet(BRIEF_URL).reply(200, [theirs]);
  await user.click(screen.getByRole('button', { name: 'Save brief' }));

  expect(
    await screen.findByText(
      'Someone else changed this research brief. Reload it to see their changes.',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(await screen.findByRole('textbox', { name: 'Summary' })).toHaveValue('Their summary');
});
