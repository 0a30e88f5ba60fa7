import { screen, within } from '@testing-library/react';
import type { TenantScorecard } from '@portal/contract';
import { renderRoute } from '@portal/remote-kit/testing';
import { acme, globex, loadedLists, reviewerUser, signIn } from '@portal/shared/testing';
import {
  bodyRowTexts,
  instructionPageApi,
  PAGE_URL,
  renderRequestPage,
} from '../testing/instruction-page';
import { icpV10, icpV11, PROMPTS_URL, serverPrompts } from '../testing/prompts';
import { openRequest, requestUrl } from '../testing/releases';
import { noCalls, scorecardOf, scorecardReplies, scorecardUrl } from '../testing/scorecards';
import { PROVIDER_URL } from '../testing/studio';
import InstructionTuningPage from './instruction-tuning-page';

// Issue 39 §4: a version's scorecard in the History, and beside the released one on a request.
// Role queries over antd's DOM are slow in jsdom on a busy machine.
jest.setTimeout(90_000);

const http = instructionPageApi();

beforeEach(() => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  http.onGet('/api/prompts/p-icp/versions').reply(200, [icpV11, icpV10]);
  http.onGet(PROVIDER_URL).reply(200, { kind: 'offline', model: 'offline' });
});

const used = {
  calls: { total: 12, ok: 9, unusable: 1, error: 1, timeout: 1 },
  answers: {
    total: 8,
    kept: 4,
    edited: 2,
    discarded: 2,
    pending: 0,
    keptRate: 0.5,
    editedRate: 0.25,
    discardedRate: 0.25,
  },
  latencyMs: { median: 850, p95: 4200 },
  tokens: { input: 12_000, output: 3_400 },
  cost: 0.0123,
  testCases: { passed: 4, total: 5, rate: 0.8 },
};
const acmeNumbers: TenantScorecard = {
  tenantId: acme.id,
  tenantName: acme.name,
  ...noCalls,
  calls: { total: 2, ok: 2, unusable: 0, error: 0, timeout: 0 },
  tokens: { input: 900, output: 100 },
  latencyMs: { median: 300, p95: 300 },
};

async function openScorecardOfV11() {
  const view = renderRoute(PAGE_URL, <InstructionTuningPage />, `${PAGE_URL}?history=p-icp`);
  const button = await screen.findByRole('button', { name: 'Scorecard of V1.1' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  // Keyboard: the row's button opens it with Enter.
  button.focus();
  await view.user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return view;
}

it("shows a version's numbers over all the user's tenants, and each tenant's", async () => {
  scorecardReplies.set(scorecardUrl('p-icp', '1.1'), [
    [200, scorecardOf('p-icp', '1.1', used, [acmeNumbers])],
  ]);
  await openScorecardOfV11();

  const region = await screen.findByRole('region', { name: 'Scorecard of V1.1' });
  const table = within(region).getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Measure', 'All your tenants', 'Acme Corp']);
  expect(bodyRowTexts(table)).toEqual([
    ['Calls', '12', '2'],
    [
      'Outcomes',
      '9 ok · 1 unusable · 1 failed · 1 timed out',
      '2 ok · 0 unusable · 0 failed · 0 timed out',
    ],
    ['Kept as drafted', '4 (50%)', '0'],
    ['Saved with edits', '2 (25%)', '0'],
    ['Discarded', '2 (25%)', '0'],
    ['Awaiting a decision', '0', '0'],
    ['Test cases', '4 of 5 passed (80%)', 'Not run'],
    ['Median time', '850 ms', '300 ms'],
    ['95th percentile time', '4.2 s', '300 ms'],
    ['Tokens', '12,000 in · 3,400 out', '900 in · 100 out'],
    ['Cost', '0.012', '0 (no price set)'],
  ]);
  // Only the opened version's scorecard is asked for.
  const asked = http.history.get.filter((request) => request.url?.endsWith('/scorecard'));
  expect(asked.map((request) => request.url)).toEqual([scorecardUrl('p-icp', '1.1')]);
});

it('says so when a version has no calls yet, and closes again', async () => {
  const { user } = await openScorecardOfV11();

  expect(await screen.findByText('No calls yet')).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Scorecard of V1.1' });
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it("shows the server's message when it fails, and Retry loads it", async () => {
  scorecardReplies.set(scorecardUrl('p-icp', '1.1'), [
    [500, { statusCode: 500, code: 'INTERNAL', message: 'Database unavailable' }],
    [200, scorecardOf('p-icp', '1.1', used)],
  ]);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await openScorecardOfV11();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Database unavailable');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  const region = await screen.findByRole('region', { name: 'Scorecard of V1.1' });
  expect(region).toHaveTextContent('4 of 5 passed (80%)');
});

describe('on a release request', () => {
  beforeEach(() => {
    signIn({}, reviewerUser);
    loadedLists({ tenants: [acme, globex] });
    http.onGet(requestUrl(openRequest.id)).reply(200, openRequest);
  });

  it('the requested version beside the released one', async () => {
    scorecardReplies.set(scorecardUrl('p-icp', '1.1'), [[200, scorecardOf('p-icp', '1.1', used)]]);
    scorecardReplies.set(scorecardUrl('p-icp', '1.0'), [
      [200, scorecardOf('p-icp', '1.0', { ...acmeNumbers, cost: 2.5 })],
    ]);
    await renderRequestPage();

    const section = screen.getByRole('region', { name: 'Scorecard' });
    const table = await within(section).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Measure', 'Released: V1.0', 'Requested: V1.1']);
    const rows = bodyRowTexts(table);
    expect(rows[0]).toEqual(['Calls', '2', '12']);
    expect(rows.at(-1)).toEqual(['Cost', '2.50', '0.012']);
  });

  it('"No calls yet" when neither version was used', async () => {
    await renderRequestPage();

    const section = screen.getByRole('region', { name: 'Scorecard' });
    expect(await within(section).findByText('No calls yet')).toBeInTheDocument();
  });

  it('the first release of a type: the requested version alone', async () => {
    http.onGet(requestUrl('r-first')).reply(200, { ...openRequest, id: 'r-first', released: null });
    scorecardReplies.set(scorecardUrl('p-icp', '1.1'), [[200, scorecardOf('p-icp', '1.1', used)]]);
    renderRoute(PAGE_URL, <InstructionTuningPage />, `${PAGE_URL}?request=r-first`);

    const section = await screen.findByRole('region', { name: 'Scorecard' });
    expect(section).toHaveTextContent('No version of this type is released yet.');
    const table = await within(section).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Measure', 'Requested: V1.1']);
  });
});
