import { screen, within } from '@testing-library/react';
import type { Artifact, ArtifactsPage } from '@portal/contract';
import { renderRoute } from '@portal/remote-kit/testing';
import { icpV10, icpV11, PROMPTS_URL, serverPrompts } from '../testing/prompts';
import { instructionPageApi, PAGE_URL } from '../testing/instruction-page';
import InstructionTuningPage from './instruction-tuning-page';

const ARTIFACTS_URL = '/api/prompts/p-icp/versions/1.1/artifacts';

// Role queries over antd's DOM are slow in jsdom on a busy machine.
jest.setTimeout(90_000);

const http = instructionPageApi();

const artifact = (index: number, patch: Partial<Artifact> = {}): Artifact => ({
  kind: 'icp',
  id: `icp-${index}`,
  name: `Drafted ICP ${index}`,
  tenantId: 't-acme',
  workspaceId: 'w-sales',
  edited: false,
  ...patch,
});

beforeEach(() => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  http.onGet('/api/prompts/p-icp/versions').reply(200, [icpV11, icpV10]);
});

async function openArtifactsOfV11() {
  const view = renderRoute(PAGE_URL, <InstructionTuningPage />, `${PAGE_URL}?history=p-icp`);
  const button = await screen.findByRole('button', { name: 'Artifacts of V1.1' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return view;
}

it('lists what a version drafted, each a deep link to its edit form', async () => {
  const page: ArtifactsPage = {
    total: 2,
    items: [
      artifact(1, { edited: true }),
      artifact(2, { kind: 'usp', id: 'usp-2', name: 'Planning in a day' }),
    ],
  };
  http.onGet(ARTIFACTS_URL).reply(200, page);
  await openArtifactsOfV11();

  const region = await screen.findByRole('region', { name: 'Artifacts drafted by V1.1' });
  expect(region).toHaveTextContent('2 artifacts drafted by V1.1');
  expect(within(region).getByRole('link', { name: 'ICP: Drafted ICP 1' })).toHaveAttribute(
    'href',
    '/dashboard?tenant=t-acme&workspace=w-sales&tab=icp&edit=icp-1',
  );
  expect(region).toHaveTextContent('ICP: Drafted ICP 1 (edited since)');
  expect(within(region).getByRole('link', { name: 'USP: Planning in a day' })).toHaveAttribute(
    'href',
    '/dashboard?tenant=t-acme&workspace=w-sales&tab=usp&edit=usp-2',
  );
  expect(http.history.get.find((request) => request.url === ARTIFACTS_URL)?.params).toEqual({
    limit: 50,
    offset: 0,
  });
});

it('pages through a version that drafted more than one page', async () => {
  http.onGet(ARTIFACTS_URL, { params: { limit: 50, offset: 0 } }).reply(200, {
    total: 51,
    items: Array.from({ length: 50 }, (_, index) => artifact(index + 1)),
  });
  http
    .onGet(ARTIFACTS_URL, { params: { limit: 50, offset: 50 } })
    .reply(200, { total: 51, items: [artifact(51)] });
  const { user } = await openArtifactsOfV11();

  expect(await screen.findByText('1–50 of 51')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(await screen.findByRole('link', { name: 'ICP: Drafted ICP 51' })).toBeInTheDocument();
  expect(screen.getByText('51–51 of 51')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

it('says when a version drafted nothing, and hides the list again', async () => {
  http.onGet(ARTIFACTS_URL).reply(200, { total: 0, items: [] });
  const { user } = await openArtifactsOfV11();

  const none = 'No ICP or USP was saved from a draft of V1.1.';
  expect(await screen.findByText(none)).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Artifacts of V1.1' });
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  // A row shows its artifacts only while they are opened (its scorecard may stay open).
  expect(screen.queryByText(none)).not.toBeInTheDocument();
});

it("shows the server's message when the list fails, and Retry loads it", async () => {
  http
    .onGet(ARTIFACTS_URL)
    .replyOnce(500, { statusCode: 500, code: 'INTERNAL', message: 'Database unavailable' })
    .onGet(ARTIFACTS_URL)
    .replyOnce(200, { total: 1, items: [artifact(1)] });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await openArtifactsOfV11();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Database unavailable');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('link', { name: 'ICP: Drafted ICP 1' })).toBeInTheDocument();
});
