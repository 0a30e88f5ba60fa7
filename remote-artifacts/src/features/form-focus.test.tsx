import { screen, waitFor } from '@testing-library/react';
import {
  forecastingUsp,
  healthcareIcp,
  icpsUrl,
  midMarketIcp,
  uspsUrl,
} from '../testing/artifacts';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import { openUspTab, renderDashboard } from '../testing/render-dashboard';

// Issue 37 §3: opening the ICP or USP form dropped the focus on the page's body. It moves to
// the form's title, and back to the control that opened the form when it closes.
jest.setTimeout(60_000);

const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp, healthcareIcp]);
  http.onGet(uspsUrl()).reply(200, [forecastingUsp]);
});

const button = (name: string | RegExp) => screen.getByRole('button', { name });

it('moves the focus into the ICP form as it opens, and back to its opener as it closes', async () => {
  const { user } = renderDashboard();
  await screen.findByRole('article', { name: midMarketIcp.name });

  await user.click(button(/Create ICP/));
  const create = screen.getByRole('heading', { name: 'Create New ICP' });
  await waitFor(() => expect(create).toHaveFocus());
  await user.click(button('Cancel'));
  await waitFor(() => expect(button(/Create ICP/)).toHaveFocus());

  await user.click(button(`Edit ICP ${healthcareIcp.name}`));
  const edit = await screen.findByRole('heading', { name: 'Edit ICP' });
  await waitFor(() => expect(edit).toHaveFocus());
  await user.click(button('Cancel'));
  await waitFor(() => expect(button(`Edit ICP ${healthcareIcp.name}`)).toHaveFocus());
});

it('does the same for the USP form', async () => {
  const { user } = renderDashboard();
  await screen.findByRole('article', { name: midMarketIcp.name });
  await openUspTab(user);
  await screen.findByRole('article', { name: forecastingUsp.name });

  await user.click(button(/Create New USP/));
  const create = screen.getByRole('heading', { name: 'Create New USP' });
  await waitFor(() => expect(create).toHaveFocus());
  await user.click(button('Cancel'));
  await waitFor(() => expect(button(/Create New USP/)).toHaveFocus());
});
