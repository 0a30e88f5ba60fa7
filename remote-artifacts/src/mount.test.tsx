import { screen, waitFor } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { configureRuntime, getRuntimeConfig } from '@portal/shared';
import { acme, loadedLists, mockApi, resetSession, signIn } from '@portal/shared/testing';
import { bootstrap, mount, unmount, type ArtifactsMountProps } from './mount';

// The lifecycles run as a foreign host would call them: outside React's act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const defaultApiBaseUrl = getRuntimeConfig().apiBaseUrl;
let http: MockAdapter;
let domElement: HTMLElement;

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

async function mountDashboard(apiBaseUrl?: string) {
  const props: ArtifactsMountProps = {
    name: 'artifacts-dashboard',
    domElement,
    page: 'dashboard',
    apiBaseUrl,
  };
  await bootstrap(props);
  await mount(props);
  return props;
}

it('mounts the dashboard into the given element and unmounts it', async () => {
  signIn();
  loadedLists({ tenants: [acme] });
  const props = await mountDashboard();

  expect(await screen.findByRole('tab', { name: 'ICP Dashboard' })).toBeInTheDocument();
  expect(domElement).toContainElement(screen.getByRole('combobox', { name: 'Tenant' }));

  await unmount(props);
  expect(screen.queryByRole('tab', { name: 'ICP Dashboard' })).not.toBeInTheDocument();
  expect(domElement).toBeEmptyDOMElement();
});

it('sends its calls to the given API', async () => {
  signIn();
  http.onGet('http://api.example.test/api/tenants/').reply(200, [acme]);
  const props = await mountDashboard('http://api.example.test');

  await screen.findByRole('combobox', { name: 'Tenant' });
  expect(getRuntimeConfig().apiBaseUrl).toBe('http://api.example.test');
  await waitFor(() =>
    expect(http.history.get.map((request) => `${request.baseURL}${request.url}`)).toEqual([
      'http://api.example.test/api/tenants/',
    ]),
  );

  await unmount(props);
});
