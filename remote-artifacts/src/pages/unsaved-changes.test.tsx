import { act, screen, within } from '@testing-library/react';
import { sessionStore } from '@portal/shared';
import { enterpriseSales, smb } from '@portal/shared/testing';
import { icpsUrl, midMarketIcp, uspsUrl } from '../testing/artifacts';
import { fill, mockApiPerTest } from '@portal/remote-kit/testing';
import { renderDashboard, switchWorkspace } from '../testing/render-dashboard';

const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp]);
  http.onGet(icpsUrl(smb.id)).reply(200, []);
  http.onGet(uspsUrl()).reply(200, []);
});

/** The dashboard with the ICP form open and its name typed in: unsaved changes. */
async function dirtyIcpForm() {
  const view = renderDashboard();
  await screen.findByRole('article', { name: 'Mid-market SaaS' });
  await view.user.click(screen.getByRole('button', { name: /Create ICP/ }));
  await fill(view.user, screen.getByLabelText('ICP Name'), 'Half-written ICP');
  return view;
}

async function answer(choice: 'Discard' | 'Keep editing') {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Discard unsaved changes?');
  await act(async () => {
    within(dialog).getByRole('button', { name: choice }).click();
  });
}

it('asks before Cancel throws away typed changes', async () => {
  const { user } = await dirtyIcpForm();

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await answer('Keep editing');
  expect(screen.getByLabelText('ICP Name')).toHaveValue('Half-written ICP');

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await answer('Discard');
  expect(await screen.findByRole('article', { name: 'Mid-market SaaS' })).toBeInTheDocument();
});

it('does not ask once the changes are undone', async () => {
  const { user } = await dirtyIcpForm();
  await user.clear(screen.getByLabelText('ICP Name'));

  await user.click(screen.getByRole('button', { name: 'Cancel' }));

  expect(await screen.findByRole('article', { name: 'Mid-market SaaS' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

// A focused antd tab also announces its position ('Tab 2 of 2') inside its name.
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`${name}$`) });

it('asks before switching tab, and discarding closes the form', async () => {
  const { user } = await dirtyIcpForm();

  await user.click(tab('USP'));
  await answer('Keep editing');
  expect(tab('ICP Dashboard')).toHaveAttribute('aria-selected', 'true');

  await user.click(tab('USP'));
  await answer('Discard');
  expect(tab('USP')).toHaveAttribute('aria-selected', 'true');
  await user.click(tab('ICP Dashboard'));
  expect(await screen.findByRole('article', { name: 'Mid-market SaaS' })).toBeInTheDocument();
});

it('asks before switching workspace in the scope bar', async () => {
  const { user } = await dirtyIcpForm();

  await switchWorkspace(user, 'SMB');
  await answer('Keep editing');
  expect(sessionStore.getState().selectedWorkspaceId).toBe(enterpriseSales.id);
  expect(screen.getByLabelText('ICP Name')).toHaveValue('Half-written ICP');

  await switchWorkspace(user, 'SMB');
  await answer('Discard');
  expect(sessionStore.getState().selectedWorkspaceId).toBe(smb.id);
  expect(await screen.findByText('No ICPs Found')).toBeInTheDocument();
});

it('holds navigation away from the page until the changes are discarded', async () => {
  const { router } = await dirtyIcpForm();

  await act(() => router.navigate('/dashboard/settings'));
  await answer('Keep editing');
  expect(router.state.location.pathname).toBe('/dashboard');
  expect(screen.getByLabelText('ICP Name')).toHaveValue('Half-written ICP');

  await act(() => router.navigate('/dashboard/settings'));
  await answer('Discard');
  expect(await screen.findByText('Now at /dashboard/settings')).toBeInTheDocument();
});

it('asks the browser to confirm unloading the page only while a form is dirty', async () => {
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const { user } = await dirtyIcpForm();
  expect(unload()).toBe(true);

  await user.clear(screen.getByLabelText('ICP Name'));
  expect(unload()).toBe(false);
});
