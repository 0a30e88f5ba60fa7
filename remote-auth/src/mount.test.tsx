import { screen } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { configureRuntime, getRuntimeConfig } from '@portal/shared';
import { acme, mockApi, resetSession, signIn } from '@portal/shared/testing';
import { bootstrap, mount, unmount, type AuthMountProps } from './mount';

const defaultApiBaseUrl = getRuntimeConfig().apiBaseUrl;
let http: MockAdapter;
let domElement: HTMLElement;

// The lifecycles run as a foreign host would call them: outside React's act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  resetSession();
  http = mockApi();
  domElement = document.body.appendChild(document.createElement('div'));
});

afterEach(() => {
  http.restore();
  domElement.remove();
  configureRuntime({ apiBaseUrl: defaultApiBaseUrl });
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

async function mountPage(props: Omit<AuthMountProps, 'domElement'>) {
  const allProps = { ...props, domElement };
  await bootstrap(allProps);
  await mount(allProps);
  return allProps;
}

it('mounts the sign-in page into the given element and unmounts it', async () => {
  const props = await mountPage({ name: 'auth-login', page: 'login' });

  expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(domElement).toContainElement(screen.getByRole('button', { name: 'Sign In' }));

  await unmount(props);
  expect(screen.queryByText('Welcome Back')).not.toBeInTheDocument();
  expect(domElement).toBeEmptyDOMElement();
});

it('starts at the requested page and sends calls to the given API', async () => {
  signIn();
  http.onGet('http://api.example.test/api/tenants/').reply(200, [acme]);
  const props = await mountPage({
    name: 'auth-tenants',
    page: 'tenant-selection',
    apiBaseUrl: 'http://api.example.test',
  });

  expect(await screen.findByRole('combobox', { name: 'Tenant' })).toBeInTheDocument();
  expect(getRuntimeConfig().apiBaseUrl).toBe('http://api.example.test');

  await unmount(props);
});
