import { screen, waitFor, within } from '@testing-library/react';
import { acme, enterpriseSales, smb } from '@portal/shared/testing';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import {
  deferredReply,
  healthcareIcp,
  icpsUrl,
  midMarketIcp,
  smbIcp,
} from '../../testing/artifacts';
import { renderDashboard, switchWorkspace } from '../../testing/render-dashboard';

const http = mockApiPerTest();

const icpRequests = () =>
  http.history.get.map((request) => request.url).filter((url) => url?.includes('icp'));

it('loads nothing until both a tenant and a workspace are selected', () => {
  renderDashboard({ selectedWorkspaceId: null });

  expect(screen.getByRole('heading', { name: 'ICP Dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Create ICP/ })).toBeDisabled();
  expect(screen.queryByRole('status')).toHaveTextContent(
    'Select a tenant and a workspace to see its onboarding artifacts.',
  );
  expect(icpRequests()).toEqual([]);
});

it("shows a loading state, then the workspace's ICPs as cards", async () => {
  const list = deferredReply();
  http.onGet(icpsUrl()).reply(list.reply);
  renderDashboard();

  expect(await screen.findByText('Loading ICPs...')).toBeInTheDocument();
  list.answer([200, [midMarketIcp, healthcareIcp]]);

  const card = await screen.findByRole('article', { name: 'Mid-market SaaS' });
  expect(screen.getAllByRole('article')).toHaveLength(2);
  const description = within(card).getByText(midMarketIcp.description);
  // antd settles the clamp in effects (under jest, passive ones): wait for it, not for a frame.
  await waitFor(() => expect(description).toHaveClass('ant-typography-ellipsis-multiple-line'));
  expect(description).toHaveAttribute('title', midMarketIcp.description);
  const segments = within(card).getByRole('list', { name: 'Segments' });
  expect(
    within(segments)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent),
  ).toEqual(['Fintech', 'HR Tech']);
  const personas = within(card).getByRole('list', { name: 'Buyer Personas' });
  expect(within(personas).getByText('VP Sales')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Edit ICP Mid-market SaaS' })).toBeEnabled();
  expect(within(card).getByRole('button', { name: 'Delete ICP Mid-market SaaS' })).toBeEnabled();
  expect(screen.queryByText('Loading ICPs...')).not.toBeInTheDocument();
  expect(icpRequests()).toEqual([icpsUrl()]);
});

it("reloads when the workspace is switched, showing 'Updating...' over the previous list", async () => {
  const smbList = deferredReply();
  http.onGet(icpsUrl()).reply(200, [midMarketIcp]).onGet(icpsUrl(smb.id)).reply(smbList.reply);
  const { user } = renderDashboard();
  await screen.findByRole('article', { name: 'Mid-market SaaS' });

  await switchWorkspace(user, 'SMB');

  expect(await screen.findByText('Updating...')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'ICPs' })).toHaveAttribute('aria-busy', 'true');
  smbList.answer([200, [smbIcp]]);
  expect(await screen.findByRole('article', { name: 'Local retailers' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Mid-market SaaS' })).not.toBeInTheDocument();
  expect(screen.queryByText('Updating...')).not.toBeInTheDocument();
  expect(icpRequests()).toEqual([icpsUrl(), icpsUrl(smb.id)]);
});

it('drops a late answer for a workspace that is no longer selected', async () => {
  const enterpriseList = deferredReply();
  http.onGet(icpsUrl()).reply(enterpriseList.reply).onGet(icpsUrl(smb.id)).reply(200, [smbIcp]);
  const { user } = renderDashboard();

  await switchWorkspace(user, 'SMB');
  expect(await screen.findByRole('article', { name: 'Local retailers' })).toBeInTheDocument();
  enterpriseList.answer([200, [midMarketIcp]]);

  await waitFor(() => expect(icpRequests()).toHaveLength(2));
  expect(screen.getByRole('article', { name: 'Local retailers' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Mid-market SaaS' })).not.toBeInTheDocument();
});

it('shows an empty state when the workspace has no ICPs', async () => {
  http.onGet(icpsUrl()).reply(200, []);
  renderDashboard();

  expect(await screen.findByText('No ICPs Found')).toBeInTheDocument();
  expect(
    screen.getByText('Create your first Ideal Customer Profile to get started.'),
  ).toBeInTheDocument();
});

it("shows the server's message when loading fails, and Retry loads again", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http
    .onGet(icpsUrl())
    .replyOnce(500, { statusCode: 500, code: 'INTERNAL', message: 'ICP store is down' })
    .onGet(icpsUrl())
    .replyOnce(200, [healthcareIcp]);
  const { user } = renderDashboard();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('ICP store is down');

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('article', { name: 'Regional hospitals' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('falls back to the spec message when the failure brings none', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http.onGet(icpsUrl()).networkError();
  renderDashboard();

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load ICPs. Please try again.',
  );
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('clears the list when the tenant changes, until a workspace is chosen again', async () => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp]);
  http.onGet('/api/workspaces/tenant/t-globex').reply(200, []);
  const { user } = renderDashboard();
  await screen.findByRole('article', { name: 'Mid-market SaaS' });

  await user.click(screen.getByRole('combobox', { name: 'Tenant' }));
  await user.click(await screen.findByTitle('Globex'));

  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Create ICP/ })).toBeDisabled();
  expect(icpRequests()).toEqual([`/api/icp-onboarding/${acme.id}/workspace/${enterpriseSales.id}`]);
});
