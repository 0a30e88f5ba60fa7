import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, AuditPage } from '@portal/contract';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import {
  coachingUsp,
  deferredReply,
  forecastingUsp,
  healthcareIcp,
  icpsUrl,
  midMarketIcp,
  uspsUrl,
} from '../../testing/artifacts';
import { generatedBy } from '../../testing/drafts';
import { chooseAction, openUspTab, renderDashboard } from '../../testing/render-dashboard';

const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp, healthcareIcp]);
  http.onGet(uspsUrl()).reply(200, [forecastingUsp, coachingUsp]);
});

function entry(id: string, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-11-20T09:30:00.000Z',
    userId: 'u-staff',
    username: 'staff@example.com',
    action: 'update',
    entity: 'icp',
    entityId: midMarketIcp.id,
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    changes: [],
    ...overrides,
  };
}

const page = (items: AuditEntry[], nextCursor: string | null = null): AuditPage => ({
  items,
  nextCursor,
});

async function openIcpHistory() {
  const view = renderDashboard();
  await chooseAction(view.user, midMarketIcp.name, /^History/);
  return { ...view, panel: await screen.findByRole('dialog', { name: /History of ICP/ }) };
}

it("shows an ICP's entries newest first: what, who, when and the changed fields", async () => {
  const list = deferredReply();
  http.onGet('/api/audit').reply(list.reply);
  const { panel } = await openIcpHistory();

  expect(panel).toHaveAccessibleName(`History of ICP ${midMarketIcp.name}`);
  expect(await within(panel).findByText('Loading history...')).toBeInTheDocument();
  list.answer([
    200,
    page([
      entry('a-2', {
        at: '2026-11-21T10:00:00.000Z',
        username: 'admin@example.com',
        changes: [
          { field: 'name', before: 'Mid-market', after: 'Mid-market SaaS' },
          { field: 'segments' },
        ],
      }),
      entry('a-1', { action: 'create', changes: [{ field: 'name', after: 'Mid-market' }] }),
    ]),
  ]);

  const entries = await within(panel).findByRole('list', { name: 'Changes, newest first' });
  const [newest, oldest] = within(entries)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === entries) as [HTMLElement, HTMLElement];
  expect(newest).toHaveTextContent('Updated by admin@example.com');
  expect(within(newest).getByText(/2026/).closest('time')).toHaveAttribute(
    'datetime',
    '2026-11-21T10:00:00.000Z',
  );
  const changed = within(newest).getByRole('list', { name: 'Changed fields' });
  expect(
    within(changed)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['ICP Name: “Mid-market” → “Mid-market SaaS”', 'Segments changed']);
  expect(oldest).toHaveTextContent('Created by staff@example.com');
  expect(oldest).toHaveTextContent('ICP Name: “Mid-market”');
  expect(http.history.get.find((call) => call.url === '/api/audit')?.params).toEqual({
    tenantId: acme.id,
    entity: 'icp',
    entityId: midMarketIcp.id,
    limit: 20,
  });
});

it('loads older pages on demand, with the cursor of the last one', async () => {
  http
    .onGet('/api/audit')
    .replyOnce(200, page([entry('a-3')], 'cursor-2'))
    .onGet('/api/audit')
    .replyOnce(200, page([entry('a-2', { action: 'create' })]));
  const { user, panel } = await openIcpHistory();
  await within(panel).findByRole('list', { name: 'Changes, newest first' });

  await user.click(within(panel).getByRole('button', { name: 'Show older changes' }));

  const older = await within(panel).findByRole('list', { name: 'Earlier changes' });
  expect(older).toHaveTextContent('Created by staff@example.com');
  expect(http.history.get.filter((call) => call.url === '/api/audit')[1]?.params).toMatchObject({
    cursor: 'cursor-2',
  });
  expect(
    within(panel).queryByRole('button', { name: 'Show older changes' }),
  ).not.toBeInTheDocument();
});

it('says when there is no history yet', async () => {
  http.onGet('/api/audit').reply(200, page([]));
  const { panel } = await openIcpHistory();

  expect(await within(panel).findByText('No history yet')).toBeInTheDocument();
  expect(within(panel).queryByText(/AI draft/)).not.toBeInTheDocument();
});

it("shows a failed load with the API's message, and Retry loads again", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http
    .onGet('/api/audit')
    .replyOnce(500)
    .onGet('/api/audit')
    .replyOnce(200, page([entry('a-1', { action: 'create' })]));
  const { user, panel } = await openIcpHistory();

  const alert = await within(panel).findByRole('alert');
  expect(alert).toHaveTextContent('Error loading history');
  expect(alert).toHaveTextContent('Failed to load the history. Please try again.');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await within(panel).findByText(/Created/)).toBeInTheDocument();
});

it("shows a USP's history, and closing the panel returns to the cards", async () => {
  http
    .onGet('/api/audit')
    .reply(200, page([entry('u-1', { entity: 'usp', entityId: coachingUsp.id })]));
  const { user } = renderDashboard();
  await openUspTab(user);
  await screen.findByRole('article', { name: coachingUsp.name });

  await chooseAction(user, coachingUsp.name, `History of USP ${coachingUsp.name}`);

  const panel = await screen.findByRole('dialog', { name: `History of USP ${coachingUsp.name}` });
  expect(await within(panel).findByText(/Updated/)).toBeInTheDocument();
  expect(http.history.get.find((call) => call.url === '/api/audit')?.params).toMatchObject({
    entity: 'usp',
    entityId: coachingUsp.id,
  });
  await user.click(within(panel).getByRole('button', { name: 'Close history' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it("shows a draft's generation on the record's first entry, the oldest, and its lineage atop", async () => {
  http.onGet(icpsUrl()).reply(200, [{ ...midMarketIcp, generatedBy: generatedBy(true) }]);
  http
    .onGet('/api/audit')
    .reply(
      200,
      page([
        entry('a-2', { changes: [{ field: 'segments' }] }),
        entry('a-1', { action: 'create', generation: generatedBy(true) }),
      ]),
    );
  const { panel } = await openIcpHistory();

  const entries = await within(panel).findByRole('list', { name: 'Changes, newest first' });
  const [newest, oldest] = within(entries)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === entries) as [HTMLElement, HTMLElement];
  expect(oldest).toHaveTextContent('Created by staff@example.com');
  expect(
    within(oldest).getByText(
      'Drafted by AI: ICP instruction V1.1, model gpt-4o-mini, edited before saving',
    ),
  ).toBeInTheDocument();
  expect(within(newest).queryByText(/Drafted by AI/)).not.toBeInTheDocument();
  expect(
    within(panel).getByText(
      'From an AI draft: ICP instruction V1.1, model gpt-4o-mini, edited since',
    ),
  ).toBeInTheDocument();
});

it("shows a revision's lineage: History's entry and line, and the card's badge (issue 39)", async () => {
  const revised = {
    ...generatedBy(false),
    promptType: 'ICP_EDIT',
    version: '1.0',
    changes: { kept: 2, proposed: 3 },
  } as const;
  http.onGet(icpsUrl()).reply(200, [{ ...midMarketIcp, generatedBy: revised }]);
  http
    .onGet('/api/audit')
    .reply(200, page([entry('a-2', { generation: revised, changes: [{ field: 'segments' }] })]));
  const view = renderDashboard();
  const card = await screen.findByRole('article', { name: midMarketIcp.name });
  expect(within(card).getByText('AI revised · V1.0')).toBeInTheDocument();

  await chooseAction(view.user, midMarketIcp.name, /^History/);

  const panel = await screen.findByRole('dialog', { name: /History of ICP/ });
  expect(
    await within(panel).findByText(
      'Revised by AI: ICP Edit V1.0, model gpt-4o-mini, 2 of 3 changes kept',
    ),
  ).toBeInTheDocument();
  expect(
    within(panel).getByText(
      'Last revised by AI: ICP Edit V1.0, model gpt-4o-mini, 2 of 3 changes kept',
    ),
  ).toBeInTheDocument();
});
