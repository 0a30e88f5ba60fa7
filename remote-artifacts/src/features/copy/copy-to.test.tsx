import { screen, waitFor, within } from '@testing-library/react';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import { icpsUrl, manyIcps, midMarketIcp } from '../../testing/artifacts';
import { chooseAction, renderDashboard } from '../../testing/render-dashboard';

const http = mockApiPerTest();

it("opens 'Copy to…' from a card's actions, and gives focus back to the menu's button on close", async () => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp]);
  const { user } = renderDashboard();

  await screen.findByRole('article', { name: midMarketIcp.name });
  const actions = await chooseAction(
    user,
    midMarketIcp.name,
    `Copy ICP ${midMarketIcp.name} to another workspace`,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Copy to another workspace' });
  expect(within(dialog).getByText(/Copies 1 ICP into the workspace you choose/)).toBeVisible();
  expect(within(dialog).getByRole('combobox', { name: 'Tenant' })).toBeInTheDocument();

  // As a person does, once the dialog holds the focus (it takes it after its opening motion):
  // an Escape pressed before then went to the page and closed nothing.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(actions).toHaveFocus();
  expect(http.history.post).toEqual([]);
});

it("copies the selected cards: 'Copy to…' in the selection bar opens the dialog for all of them", async () => {
  http.onGet(icpsUrl()).reply(200, manyIcps(3));
  const { user } = renderDashboard();

  await user.click(await screen.findByRole('checkbox', { name: 'Select ICP 1' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select ICP 3' }));
  const bar = await screen.findByRole('region', { name: 'Selected ICPs' });
  await user.click(within(bar).getByRole('button', { name: 'Copy to…' }));

  const dialog = await screen.findByRole('dialog', { name: 'Copy to another workspace' });
  expect(within(dialog).getByText(/Copies 2 ICPs into the workspace you choose/)).toBeVisible();
});
