import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@portal/shared/data';
import { acme } from '@portal/shared/testing';
import {
  coachingUsp,
  forecastingUsp,
  healthcareIcp,
  icpsUrl,
  midMarketIcp,
  uspsUrl,
} from '../testing/artifacts';
import { bodyOf, fill, mockApiPerTest } from '@portal/remote-kit/testing';
import { openUspTab, renderDashboard } from '../testing/render-dashboard';

const STALE = {
  statusCode: 409,
  code: 'STALE_REVISION',
  message: 'The ICP was changed since it was read',
};

const http = mockApiPerTest();

it('sends the revision it loaded; refused as stale, it says so, keeps the text, and Reload loads theirs', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const theirs = { ...midMarketIcp, name: 'Mid-market SaaS (theirs)', revision: 4 };
  http
    .onGet(icpsUrl())
    .replyOnce(200, [midMarketIcp, healthcareIcp])
    .onGet(icpsUrl())
    .reply(200, [theirs, healthcareIcp]);
  http.onPut(`/api/icp-onboarding/${acme.id}/${midMarketIcp.id}`).reply(409, STALE);
  const { user } = renderDashboard();
  await user.click(await screen.findByRole('button', { name: `Edit ICP ${midMarketIcp.name}` }));
  await fill(user, screen.getByLabelText('ICP Name'), 'Mid-market SaaS (mine)');

  await user.click(screen.getByRole('button', { name: 'Update ICP' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'This ICP was changed by someone else. Reload to see their changes.',
  );
  expect(alert).not.toHaveTextContent(STALE.message);
  expect(bodyOf(http.history.put[0])).toMatchObject({ revision: midMarketIcp.revision });
  expect(screen.getByLabelText('ICP Name')).toHaveValue('Mid-market SaaS (mine)');
  expect(screen.getByRole('heading', { name: 'Edit ICP' })).toBeInTheDocument();

  await user.click(within(alert).getByRole('button', { name: 'Reload' }));

  await waitFor(() =>
    expect(screen.getByLabelText('ICP Name')).toHaveValue('Mid-market SaaS (theirs)'),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  http.onPut(`/api/icp-onboarding/${acme.id}/${midMarketIcp.id}`).reply(200, theirs);
  await user.click(screen.getByRole('button', { name: 'Update ICP' }));
  await screen.findByRole('article', { name: theirs.name });
  expect(bodyOf(http.history.put[1])).toMatchObject({ revision: 4 });
});

it('saves with the revision the form loaded, even when the list was refreshed meanwhile', async () => {
  http
    .onGet(icpsUrl())
    .replyOnce(200, [midMarketIcp])
    .onGet(icpsUrl())
    .reply(200, [{ ...midMarketIcp, revision: 9 }]);
  const put = `/api/icp-onboarding/${acme.id}/${midMarketIcp.id}`;
  http.onPut(put).reply(409, STALE);
  const { user } = renderDashboard();
  await user.click(await screen.findByRole('button', { name: `Edit ICP ${midMarketIcp.name}` }));
  await fill(user, screen.getByLabelText('ICP Name'), 'Renamed');
  await queryClient.refetchQueries({ queryKey: ['icps'] });

  await user.click(screen.getByRole('button', { name: 'Update ICP' }));

  await screen.findByText('This ICP was changed by someone else. Reload to see their changes.');
  expect(bodyOf(http.history.put[0])).toMatchObject({ revision: midMarketIcp.revision });
});

it('says so for a USP too, keeping what was typed', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http.onGet(icpsUrl()).reply(200, []);
  http.onGet(uspsUrl()).reply(200, [forecastingUsp, coachingUsp]);
  http
    .onPut(`/api/usp-onboarding/${coachingUsp.id}`)
    .reply(409, { ...STALE, message: 'The USP was changed since it was read' });
  const { user } = renderDashboard();
  await openUspTab(user);
  await user.click(await screen.findByRole('button', { name: `Edit USP ${coachingUsp.name}` }));
  await fill(user, screen.getByLabelText('Differentiator'), 'Every call, reviewed twice.');

  await user.click(screen.getByRole('button', { name: 'Update USP' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This USP was changed by someone else. Reload to see their changes.',
  );
  expect(bodyOf(http.history.put[0])).toMatchObject({ revision: coachingUsp.revision });
  expect(screen.getByLabelText('Differentiator')).toHaveValue('Every call, reviewed twice.');
});
