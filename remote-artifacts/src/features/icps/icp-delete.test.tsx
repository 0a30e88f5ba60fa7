import { screen, waitFor, within } from '@testing-library/react';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import { healthcareIcp, icpsUrl, midMarketIcp } from '../../testing/artifacts';
import { renderDashboard } from '../../testing/render-dashboard';

const deleteUrl = `/api/icp-onboarding/${acme.id}/${midMarketIcp.id}`;
// Undo restores what a delete moved in one request, however many records (issue 36 §5).
const restoreUrl = `/api/tenants/${acme.id}/workspaces/${enterpriseSales.id}/trash/icp/restore`;
const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp, healthcareIcp]);
});

async function askToDelete() {
  const view = renderDashboard();
  await view.user.click(await screen.findByRole('button', { name: 'Delete ICP Mid-market SaaS' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete this ICP?');
  expect(dialog).toHaveTextContent('Mid-market SaaS');
  return { ...view, dialog };
}

it('deletes an ICP once confirmed and removes its card', async () => {
  http.onDelete(deleteUrl).reply(204);
  const { user, dialog } = await askToDelete();

  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  await waitFor(() =>
    expect(screen.queryByRole('article', { name: 'Mid-market SaaS' })).not.toBeInTheDocument(),
  );
  expect(http.history.delete.map((request) => request.url)).toEqual([deleteUrl]);
  expect(screen.getByRole('article', { name: 'Regional hospitals' })).toBeInTheDocument();
});

it('deletes nothing when the question is answered with Cancel', async () => {
  const { user, dialog } = await askToDelete();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  expect(screen.getByRole('article', { name: 'Mid-market SaaS' })).toBeInTheDocument();
  expect(http.history.delete).toHaveLength(0);
});

it('keeps the card and shows the message when the delete fails', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http.onDelete(deleteUrl).reply(500);
  const { user, dialog } = await askToDelete();

  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Failed to delete ICP. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Mid-market SaaS' })).toBeInTheDocument();
});

it('offers Undo after a delete, which says why a restore failed and restores when tried again', async () => {
  const inUse = "Another ICP is named 'Mid-market SaaS'. Rename it, then restore this one.";
  http.onDelete(deleteUrl).reply(204);
  http
    .onPost(restoreUrl, { ids: [midMarketIcp.id] })
    .replyOnce(200, {
      restored: [],
      failed: [{ id: midMarketIcp.id, code: 'NAME_IN_USE', message: inUse }],
    })
    .onPost(restoreUrl, { ids: [midMarketIcp.id] })
    .reply(200, { restored: [{ ...midMarketIcp, revision: 4 }], failed: [] });
  const { user, dialog } = await askToDelete();

  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  const notice = (await screen.findByText('“Mid-market SaaS” moved to the trash')).closest(
    '[role="status"]',
  );
  expect(notice).not.toBeNull();
  await waitFor(() =>
    expect(screen.queryByRole('article', { name: 'Mid-market SaaS' })).not.toBeInTheDocument(),
  );
  await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Undo' }));

  const failure = (await screen.findByText('Could not restore “Mid-market SaaS”')).closest(
    '[role="alert"]',
  );
  expect(failure).toHaveTextContent(inUse);
  expect(screen.queryByRole('article', { name: 'Mid-market SaaS' })).not.toBeInTheDocument();
  await user.click(within(failure as HTMLElement).getByRole('button', { name: 'Undo' }));

  expect(await screen.findByRole('article', { name: 'Mid-market SaaS' })).toBeInTheDocument();
  expect(await screen.findByText('“Mid-market SaaS” restored')).toBeInTheDocument();
  expect(http.history.post.map((request) => request.url)).toEqual([restoreUrl, restoreUrl]);
});
