import { screen, waitFor, within } from '@testing-library/react';
import type { ResearchBrief } from '@portal/contract';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { bodyOf, mockApiPerTest } from '@portal/remote-kit/testing';
import { deferredReply, icpsUrl } from '../../testing/artifacts';
import { offlineProvider, openAiProvider, PROVIDER_URL } from '../../testing/drafts';
import { renderDashboard } from '../../testing/render-dashboard';
import {
  BRIEF_URL,
  doneResearch,
  LATEST_RESEARCH_URL,
  proposal,
  researchRun,
  researchRunUrl,
  START_RESEARCH_URL,
} from '../../testing/research';

const http = mockApiPerTest();
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
  http.onGet(LATEST_RESEARCH_URL).reply(200, { progress: null });
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
  http.onPost(START_RESEARCH_URL).replyOnce(202, researchRun());
  const answer = deferredReply();
  http.onGet(researchRunUrl()).reply(answer.reply);
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
  answer.answer([200, doneResearch()]);

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
  // The API's run fails as the waited research would (its message); the second one is done.
  http
    .onPost(START_RESEARCH_URL)
    .replyOnce(202, researchRun())
    .onPost(START_RESEARCH_URL)
    .replyOnce(202, researchRun({ id: 'research-2' }));
  http.onGet(researchRunUrl()).reply(
    200,
    researchRun({
      status: 'failed',
      canCancel: false,
      message: 'The model could not be reached.',
    }),
  );
  http.onGet(researchRunUrl('research-2')).reply(200, doneResearch({ id: 'research-2' }));
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
      'Connecting a model is an administrator’s setting: ask an administrator to connect one.',
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

describe('research that goes on without the page (issue 39 §5)', () => {
  it("a reload finds the research in progress (another user's too), follows it, and shows its proposal when done", async () => {
    http.onGet(BRIEF_URL).reply(200, []);
    const theirs = { startedBy: 'alice@example.com', canCancel: false, elapsedMs: 31_000 };
    http.onGet(LATEST_RESEARCH_URL).reply(200, { progress: researchRun(theirs) });
    const done = deferredReply();
    http
      .onGet(researchRunUrl())
      .replyOnce(200, researchRun(theirs))
      .onGet(researchRunUrl())
      .reply(done.reply);
    await openPanel();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Researching the company… 31 s, started by alice@example.com',
    );
    // Not theirs to cancel, nor to start again while it runs.
    expect(screen.queryByRole('button', { name: 'Cancel research' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Research the company' })).not.toBeInTheDocument();
    done.answer([200, doneResearch({ startedBy: 'alice@example.com' })]);

    expect(await screen.findByRole('textbox', { name: 'Summary' })).toHaveValue(
      proposal.proposal.summary,
    );
    expect(http.history.post).toHaveLength(0);
  });

  it('a research that ended before the panel opened opens no review', async () => {
    http.onGet(BRIEF_URL).reply(200, [saved]);
    http.onGet(LATEST_RESEARCH_URL).reply(200, { progress: doneResearch() });
    await openPanel();

    expect(await screen.findByRole('button', { name: 'Research again' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Summary' })).not.toBeInTheDocument();
  });

  it('cancels a research it started: the run ends, no proposal, and it may research again', async () => {
    http.onGet(BRIEF_URL).reply(200, []);
    http.onPost(START_RESEARCH_URL).replyOnce(202, researchRun());
    http.onGet(researchRunUrl()).reply(200, researchRun({ elapsedMs: 2_000 }));
    const cancelled = deferredReply();
    http.onPost(`${researchRunUrl()}/cancel`).replyOnce(cancelled.reply);
    const { user } = await openPanel();

    await user.click(await screen.findByRole('button', { name: 'Research the company' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Researching the company… 2 s, started by staff@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel research' }));
    expect(await screen.findByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    cancelled.answer([200, researchRun({ status: 'cancelled', canCancel: false })]);

    expect(await screen.findByRole('button', { name: 'Research the company' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Summary' })).not.toBeInTheDocument();
  });

  it('says a research that stopped with its server, and Retry researches again', async () => {
    http.onGet(BRIEF_URL).reply(200, []);
    http.onGet(LATEST_RESEARCH_URL).reply(200, { progress: researchRun({ id: 'research-0' }) });
    http
      .onGet(researchRunUrl('research-0'))
      .reply(200, researchRun({ id: 'research-0', status: 'interrupted', canCancel: false }));
    http.onPost(START_RESEARCH_URL).replyOnce(202, researchRun());
    http.onGet(researchRunUrl()).reply(200, doneResearch());
    const { user } = await openPanel();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The research stopped before it ended (the server restarted): research again.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('textbox', { name: 'Summary' })).toHaveValue(
      proposal.proposal.summary,
    );
    expect(bodyOf(http.history.post[0])).toEqual({
      tenantId: acme.id,
      workspaceId: enterpriseSales.id,
    });
  });
});
