import { screen, waitFor, within } from '@testing-library/react';
import type { PromptType, RenderPromptRequest, ResolvedPrompt } from '@portal/contract';
import { acme, enterpriseSales, globex, loadedLists, signIn, smb } from '@portal/shared/testing';
import { choose } from '../../testing/choose';
import { heldReply, icpV10, icpV11 } from '../../testing/prompts';
import { bodyOf, mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import {
  ACME_ICPS_URL,
  ACME_USPS_URL,
  acmeIcp,
  acmeResolved,
  acmeUsp,
  DRAFT,
  PROVIDER_URL,
  RENDER_URL,
  renderedActive,
  renderedDraft,
  RESOLVE_URL,
} from '../../testing/studio';
import PreviewPanel from './preview-panel';

jest.setTimeout(60_000);

const http = mockApiPerTest();

beforeEach(() => {
  signIn({ selectedTenantId: acme.id, selectedWorkspaceId: enterpriseSales.id });
  loadedLists({ tenants: [acme, globex], workspaces: { [acme.id]: [enterpriseSales, smb] } });
  http.onGet(PROVIDER_URL).reply(200, { kind: 'openai-compatible', model: 'gpt-test' });
  http.onGet(ACME_ICPS_URL).reply(200, [acmeIcp]);
});

/**
 * After any answer a test set first: Acme's AI uses `resolved` (404: the type has no release),
 * the draft renders as the draft and any other text as Acme's active one.
 */
function answerRenders(resolved: ResolvedPrompt | null) {
  if (resolved) http.onGet(RESOLVE_URL).reply(200, resolved);
  else {
    http
      .onGet(RESOLVE_URL)
      .reply(404, { statusCode: 404, code: 'NOT_FOUND', message: 'No ICP instruction' });
  }
  http.onPost(RENDER_URL).reply((config) => {
    const body = bodyOf(config) as RenderPromptRequest;
    return [200, body.promptContent === DRAFT ? renderedDraft : renderedActive];
  });
}

/** A rendered column's text as read, without the diff's words for screen readers. */
const textOf = (element: HTMLElement) =>
  element.textContent?.replace(
    /\[(deletion|insertion) start\] | \[(deletion|insertion) end\]/g,
    '',
  );

function renderPanel(
  promptType: PromptType = 'ICP',
  promptContent = DRAFT,
  resolved: ResolvedPrompt | null = acmeResolved,
) {
  answerRenders(resolved);
  return renderRoute(
    '/dashboard/instruction-tuning',
    <PreviewPanel promptType={promptType} promptContent={promptContent} editedPrompt={icpV11} />,
  );
}

const region = (name: string) => screen.findByRole('region', { name });

it("renders the draft on a chosen Acme ICP beside Acme's active text, with the warnings", async () => {
  const { user } = renderPanel();
  const panel = await region('Preview');
  expect(within(panel).getByRole('combobox', { name: 'Tenant' })).toBeInTheDocument();
  expect(screen.getByTitle('Acme Corp')).toBeInTheDocument();
  expect(screen.getByTitle('Enterprise Sales')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
  expect(screen.getByText('Choose an ICP to preview on.')).toBeInTheDocument();

  await choose(user, 'ICP', 'Enterprise buyers');
  await user.click(screen.getByRole('button', { name: 'Preview' }));

  const draft = await region('Draft text');
  expect(draft).toHaveTextContent('Banking');
  expect(draft).toHaveTextContent('Insurance');
  const active = await region('Active text for Acme Corp');
  expect(textOf(active)).toContain('Describe the ideal customer in three bullet points.');
  expect(active).toHaveTextContent('Released V1.1');
  expect(within(active).getByText('Describe').closest('del')).not.toBeNull();
  expect(
    within(draft)
      .getAllByText(/Banking/)[0]
      ?.closest('ins'),
  ).not.toBeNull();
  expect(screen.getByText(/deleted words are struck through/)).toBeInTheDocument();
  const warnings = screen.getByRole('region', { name: 'Warnings' });
  expect(
    within(warnings)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['icp.buyerPersonas[0].description: The persona CISO has no description']);

  const [draftRequest] = http.history.post.filter((request) => request.url === RENDER_URL);
  expect(bodyOf(draftRequest)).toEqual({
    promptType: 'ICP',
    promptContent: DRAFT,
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    icpId: acmeIcp.id,
  });
  const resolve = http.history.get.find((request) => request.url === RESOLVE_URL);
  expect(resolve?.params).toEqual({ tenantId: acme.id, promptType: 'ICP' });
});

it("says which version the chosen tenant's AI uses now, and when it was released", async () => {
  renderPanel('ICP', DRAFT, {
    ...acmeResolved,
    version: '1.4',
    release: { id: 'e-1', releasedAt: '2026-11-27T10:00:00.000Z' },
  });

  const panel = await region('Preview');
  expect(
    await within(panel).findByText("Acme Corp's AI uses version 1.4 (released 27 Nov 2026)."),
  ).toBeInTheDocument();
  const resolves = http.history.get.filter((request) => request.url === RESOLVE_URL);
  expect(resolves.map((request) => request.params)).toEqual([
    { tenantId: acme.id, promptType: 'ICP' },
  ]);
});

it('asks for a USP for a USP instruction', async () => {
  http.onGet(ACME_USPS_URL).reply(200, [acmeUsp]);
  const { user } = renderPanel('USP', 'Sell {{usp.name}}.');

  await choose(user, 'USP', 'Fast onboarding');
  expect(screen.queryByRole('combobox', { name: 'ICP' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Preview' }));

  await region('Draft text');
  const [request] = http.history.post;
  expect(bodyOf(request)).toMatchObject({ promptType: 'USP', uspId: acmeUsp.id });
});

it("shows the server's message (an unknown variable) with Retry, and renders on Retry", async () => {
  const unknown = {
    statusCode: 400,
    code: 'UNKNOWN_VARIABLE',
    message: 'Unknown variable "{{icp.segment}}" on line 2',
  };
  http.onPost(RENDER_URL).replyOnce(400, unknown);
  const { user } = renderPanel();
  await choose(user, 'ICP', 'Enterprise buyers');
  await user.click(screen.getByRole('button', { name: 'Preview' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Unknown variable "{{icp.segment}}" on line 2');

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await region('Draft text')).toHaveTextContent('Banking');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says it is rendering while the server works', async () => {
  const answer = heldReply(200, renderedDraft);
  http.onPost(RENDER_URL).replyOnce(answer.reply);
  const { user } = renderPanel();
  await choose(user, 'ICP', 'Enterprise buyers');
  await user.click(screen.getByRole('button', { name: 'Preview' }));

  expect(await screen.findByRole('button', { name: 'Rendering...' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('Rendering the preview...');
  answer.release();
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
});

it("renders Globex's pinned version as its active text once Globex is chosen", async () => {
  const globexSales = {
    id: 'w-globex',
    name: 'Globex Sales',
    tenantId: globex.id,
    description: '',
  };
  http.onGet(`/api/workspaces/tenant/${globex.id}`).reply(200, [globexSales]);
  http.onGet(`/api/icp-onboarding/${globex.id}/workspace/${globexSales.id}`).reply(200, []);
  http.resetHistory();
  http.onGet(RESOLVE_URL, { params: { tenantId: globex.id, promptType: 'ICP' } }).reply(200, {
    ...acmeResolved,
    version: icpV10.version,
    promptContent: icpV10.promptContent,
    source: 'override',
    override: 'pin',
  });
  const { user } = renderPanel();

  await choose(user, 'Tenant', 'Globex');
  expect(
    await screen.findByText("Globex's AI uses its own override: pinned to version 1.0."),
  ).toBeInTheDocument();
  await choose(user, 'Workspace', 'Globex Sales');
  expect(
    await screen.findByText("No ICPs in this workspace: the ICP's variables render empty."),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Preview' }));

  const active = await region('Active text for Globex');
  expect(active).toHaveTextContent('Tenant override: pinned to V1.0');
  const renders = http.history.post.map((request) => bodyOf(request));
  expect(renders).toContainEqual({
    promptType: 'ICP',
    promptContent: icpV10.promptContent,
    tenantId: globex.id,
    workspaceId: globexSales.id,
  });
});

it('renders the draft alone when the type has no active instruction yet', async () => {
  const { user } = renderPanel('ICP', DRAFT, null);
  expect(
    await screen.findByText("No ICP instruction is released yet: Acme Corp's AI has none to use."),
  ).toBeInTheDocument();
  await choose(user, 'ICP', 'Enterprise buyers');
  await user.click(screen.getByRole('button', { name: 'Preview' }));

  expect(await region('Draft text')).toHaveTextContent('Banking');
  expect(
    screen.getByText('Acme Corp has no active instruction of this type yet.'),
  ).toBeInTheDocument();
  expect(
    screen.queryByRole('region', { name: 'Active text for Acme Corp' }),
  ).not.toBeInTheDocument();
});
