import { fireEvent, screen } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { configureRuntime, getRuntimeConfig } from '@portal/shared';
import { mockApi, resetSession, signIn } from '@portal/shared/testing';
import { bootstrap, mount, unmount, type SettingsMountProps } from './mount';

const defaultApiBaseUrl = getRuntimeConfig().apiBaseUrl;
let http: MockAdapter;
let domElement: HTMLElement;

// The lifecycles run as a foreign host would call them: outside React's act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  resetSession();
  signIn();
  http = mockApi();
  domElement = document.body.appendChild(document.createElement('div'));
});

afterEach(() => {
  http.restore();
  domElement.remove();
  configureRuntime({ apiBaseUrl: defaultApiBaseUrl });
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

async function mountPage(props: Omit<SettingsMountProps, 'domElement'>) {
  const allProps = { ...props, domElement };
  await bootstrap(allProps);
  await mount(allProps);
  return allProps;
}

it('mounts the settings page into the given element and unmounts it', async () => {
  const props = await mountPage({ name: 'settings', page: 'settings' });

  expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  expect(domElement).toContainElement(screen.getByLabelText('Current Password'));

  await unmount(props);
  expect(screen.queryByText('Change Password')).not.toBeInTheDocument();
  expect(domElement).toBeEmptyDOMElement();
});

it.each([
  ['users', 'User Management'],
  ['icp', 'ICP Management'],
  ['usp', 'USP Management'],
] as const)('starts at the %s page', async (page, heading) => {
  const props = await mountPage({ name: `settings-${page}`, page });

  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();

  await unmount(props);
});

it('sends the password change to the given API', async () => {
  http.onPut('http://api.example.test/api/auth/change-password').reply(204);
  const props = await mountPage({
    name: 'settings-api',
    page: 'settings',
    apiBaseUrl: 'http://api.example.test',
  });
  const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  await screen.findByLabelText('Current Password');

  // Plain DOM events: the lifecycles' tree lives outside act(), so user-event is not used.
  fireEvent.change(input('Current Password'), { target: { value: 'old-secret' } });
  fireEvent.change(input('New Password'), { target: { value: 'new-secret' } });
  fireEvent.change(input('Confirm New Password'), { target: { value: 'new-secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

  expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
  expect(getRuntimeConfig().apiBaseUrl).toBe('http://api.example.test');

  await unmount(props);
});
