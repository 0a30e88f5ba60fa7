import { screen, waitFor, within } from '@testing-library/react';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import {
  coachingUsp,
  forecastingUsp,
  healthcareIcp,
  icpsUrl,
  manyIcps,
  midMarketIcp,
  uspsUrl,
} from '../testing/artifacts';
import { openUspTab, renderDashboard } from '../testing/render-dashboard';

const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp, healthcareIcp]);
  http.onGet(uspsUrl()).reply(200, [forecastingUsp, coachingUsp]);
});

const cardNames = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 4 }).textContent);

it('filters the ICPs by name and description as the user types, and says when none match', async () => {
  const { user } = renderDashboard();
  await screen.findByRole('article', { name: midMarketIcp.name });
  const search = screen.getByRole('searchbox', { name: 'Search ICPs' });

  await user.type(search, 'hospital');
  await waitFor(() => expect(cardNames()).toEqual([healthcareIcp.name]));

  await user.clear(search);
  await user.type(search, 'sales-led');
  await waitFor(() => expect(cardNames()).toEqual([midMarketIcp.name]));

  await user.type(search, ' retail');
  expect(await screen.findByRole('status')).toHaveTextContent('No ICPs match “sales-led retail”.');
  expect(screen.queryByRole('article')).not.toBeInTheDocument();

  await user.clear(search);
  await waitFor(() => expect(cardNames()).toEqual([midMarketIcp.name, healthcareIcp.name]));
});

it('filters the USPs by name and differentiator', async () => {
  const { user } = renderDashboard();
  await openUspTab(user);
  await screen.findByRole('article', { name: forecastingUsp.name });
  const search = screen.getByRole('searchbox', { name: 'Search USPs' });

  await user.type(search, 'every call');
  await waitFor(() => expect(cardNames()).toEqual([coachingUsp.name]));

  await user.clear(search);
  await user.type(search, 'Pipeline Inspector');
  expect(await screen.findByRole('status')).toHaveTextContent(
    'No USPs match “Pipeline Inspector”.',
  );
});

it('searches every ICP of a big workspace, also those its grid does not show yet', async () => {
  http.resetHandlers();
  http.onGet(icpsUrl()).reply(200, manyIcps(25));
  const { user } = renderDashboard();
  await screen.findByRole('article', { name: 'ICP 1' });
  expect(screen.queryByRole('article', { name: 'ICP 25' })).not.toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Search ICPs' }), 'number 25');

  expect(await screen.findByRole('article', { name: 'ICP 25' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
});
