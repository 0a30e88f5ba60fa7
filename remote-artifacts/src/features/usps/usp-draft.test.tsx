import { screen, within } from '@testing-library/react';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { bodyOf, mockApiPerTest } from '@portal/remote-kit/testing';
import {
  coachingUsp,
  forecastingUsp,
  healthcareIcp,
  icpsUrl,
  midMarketIcp,
  uspsUrl,
} from '../../testing/artifacts';
import {
  generatedBy,
  openAiProvider,
  PROVIDER_URL,
  USP_DRAFT_URL,
  uspDraftAnswer,
} from '../../testing/drafts';
import { openUspTab, renderDashboard } from '../../testing/render-dashboard';

const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp, healthcareIcp]);
  http.onGet(uspsUrl()).reply(200, [forecastingUsp, coachingUsp]);
  http.onGet(PROVIDER_URL).reply(200, openAiProvider);
});

it('drafts a USP into the form, and Create USP saves it with the token', async () => {
  const { user } = renderDashboard();
  await openUspTab(user);
  await user.click(await screen.findByRole('button', { name: /Create New USP/ }));
  await user.click(screen.getByRole('button', { name: 'Draft with AI' }));
  const panel = await screen.findByRole('region', { name: 'Draft with AI' });
  http.onPost(USP_DRAFT_URL).reply(200, uspDraftAnswer);

  await user.click(within(panel).getByRole('button', { name: 'Draft' }));

  expect(
    await within(panel).findByText(
      "Drafted by the USP instruction V1.1 with gpt-4o-mini. Review it, then press 'Create USP'.",
    ),
  ).toBeInTheDocument();
  expect(bodyOf(http.history.post[0])).toEqual({
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
  });
  expect(screen.getByLabelText('USP Name')).toHaveValue('Fast onboarding');
  expect(screen.getByLabelText('Products')).toHaveValue('Onboarding Kit\nData Bridge');
  expect(screen.getByLabelText('Differentiator')).toHaveValue('Live in a week, not a quarter.');
  expect(screen.getByLabelText('Capabilities')).toHaveValue('Guided setup\nCSV import');
  expect(http.history.post).toHaveLength(1);

  const saved = { ...coachingUsp, id: 'usp-new', name: 'Fast onboarding' };
  http.onPost('/api/usp-onboarding').reply(201, saved);
  await user.click(screen.getByRole('button', { name: 'Create USP' }));

  expect(await screen.findByRole('article', { name: 'Fast onboarding' })).toBeInTheDocument();
  expect(bodyOf(http.history.post[1])).toEqual({
    ...uspDraftAnswer.draft,
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    generation: { token: 'usp-token' },
  });
});

it('badges cards saved from a draft, edited or not, and no others', async () => {
  http
    .onGet(icpsUrl())
    .reply(200, [{ ...midMarketIcp, generatedBy: generatedBy(false) }, healthcareIcp]);
  http
    .onGet(uspsUrl())
    .reply(200, [forecastingUsp, { ...coachingUsp, generatedBy: generatedBy(true) }]);
  const { user } = renderDashboard();

  const drafted = await screen.findByRole('article', { name: midMarketIcp.name });
  expect(within(drafted).getByText('AI draft · V1.1')).toBeInTheDocument();
  const written = screen.getByRole('article', { name: healthcareIcp.name });
  expect(within(written).queryByText(/AI draft/)).not.toBeInTheDocument();

  await openUspTab(user);
  const edited = await screen.findByRole('article', { name: coachingUsp.name });
  expect(within(edited).getByText('AI draft · V1.1 · edited')).toBeInTheDocument();
  const plain = screen.getByRole('article', { name: forecastingUsp.name });
  expect(within(plain).queryByText(/AI draft/)).not.toBeInTheDocument();
});

it('Draft with AI on a filled USP form lists the line changes; Apply fills those kept', async () => {
  const { user } = renderDashboard();
  await openUspTab(user);
  await user.click(await screen.findByRole('button', { name: `Edit USP ${forecastingUsp.name}` }));
  await user.click(screen.getByRole('button', { name: 'Draft with AI' }));
  const panel = await screen.findByRole('region', { name: 'Draft with AI' });
  http.onPost(USP_DRAFT_URL).reply(200, uspDraftAnswer);

  await user.click(within(panel).getByRole('button', { name: 'Draft' }));

  const list = await within(panel).findByRole('list', { name: 'Proposed changes' });
  const boxes = within(list).getAllByRole('checkbox');
  expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual([
    'Keep: USP Name changed',
    'Keep: Differentiator changed',
    'Keep: Product “Forecast Cloud” removed',
    'Keep: Product “Pipeline Inspector” removed',
    'Keep: Product “Onboarding Kit” added',
    'Keep: Product “Data Bridge” added',
    'Keep: Capability “Deal scoring” removed',
    'Keep: Capability “Rollups by region” removed',
    'Keep: Capability “Scenario planning” removed',
    'Keep: Capability “Guided setup” added',
    'Keep: Capability “CSV import” added',
  ]);
  expect(screen.getByLabelText('USP Name')).toHaveValue(forecastingUsp.name);

  await user.click(within(panel).getByRole('button', { name: 'Reject all' }));
  await user.click(
    within(panel).getByRole('checkbox', { name: 'Keep: Product “Data Bridge” added' }),
  );
  await user.click(within(panel).getByRole('button', { name: 'Apply 1 change' }));

  expect(screen.getByLabelText('USP Name')).toHaveValue(forecastingUsp.name);
  // Where the draft has it: before the lines it keeps (none here), so first.
  expect(screen.getByLabelText('Products')).toHaveValue(
    'Data Bridge\nForecast Cloud\nPipeline Inspector',
  );
});
