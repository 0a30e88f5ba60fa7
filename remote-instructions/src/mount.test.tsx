import { screen } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { configureRuntime, getRuntimeConfig } from '@portal/shared';
import { mockApi, resetSession, signIn } from '@portal/shared/testing';
import { icpV11 } from './testing/prompts';
import { bootstrap, mount, unmount, type InstructionsMountProps } from './mount';

// The lifecycles run as a foreign host would call them: outside React's act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const defaultApiBaseUrl = getRuntimeConfig().apiBaseUrl;
let http: MockAdapter;
let domElement: HTMLElement;

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

async function mountPage(apiBaseUrl?: string) {
  const props: InstructionsMountProps = {
    name: 'instruction-tuning',
    domElement,
    page: 'instruction-tuning',
    apiBaseUrl,
  };
  await bootstrap(props);
  await mount(props);
  return props;
}

it('mounts Instruction tuning into the given element and unmounts it', async () => {
  http.onGet('/api/prompts/').reply(200, []);
  const props = await mountPage();

  expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
  expect(domElement).toContainElement(screen.getByRole('button', { name: 'Add Instruction' }));
  expect(await screen.findByText('No instructions yet')).toBeInTheDocument();

  await unmount(props);
  expect(screen.queryByText('Instructions')).not.toBeInTheDocument();
  expect(domElement).toBeEmptyDOMElement();
});

it('sends its calls to the given API', async () => {
  http.onGet('http://api.example.test/api/prompts/').reply(200, [icpV11]);
  const props = await mountPage('http://api.example.test');

  expect(await screen.findByText('Sharper ICP wording')).toBeInTheDocument();
  expect(getRuntimeConfig().apiBaseUrl).toBe('http://api.example.test');

  await unmount(props);
});
