import { screen, waitFor, within } from '@testing-library/react';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import { icpsUrl, midMarketIcp } from '../../testing/artifacts';
import { renderDashboard } from '../../testing/render-dashboard';

const http = mockApiPerTest();

it("opens 'Copy to…' from a card, and gives focus back to its button on close", async () => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp]);
  const { user } = renderDashboard();

  const card = await screen.findByRole('article', { name: midMarketIcp.name });
  const copyTo = within(card).getByRole('button', {
    name: `Copy ICP ${midMarketIcp.name} to another workspace`,
  });
  expect(copyTo).toHaveTextContent('Copy to…');
  await user.click(copyTo);
  const dialog = await screen.findByRole('dialog', { name: 'Copy to another workspace' });
  expect(within(dialog).getByText(/Copies 1 ICP into the workspace you choose/)).toBeVisible();
  expect(within(dialog).getByRole('combobox', { name: 'Tenant' })).toBeInTheDocument();

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(copyTo).toHaveFocus();
  expect(http.history.post).toEqual([]);
});
