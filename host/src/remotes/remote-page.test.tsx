import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { configureRuntime } from '@portal/shared';
import {
  clickAndLoad,
  fakePage,
  portalApiPerTest,
  renderPortal,
  serveFakeRemotes,
} from '../testing/render-portal';
import { DESKTOP_WIDTH, setViewportWidth } from '../testing/viewport';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
// The pages' loads only: the dashboard's prefetch is tested in app/dashboard-frame-prefetch.test.tsx.
jest.mock('./remote-prefetch', () => ({ requestPrefetch: jest.fn() }));
// One try per load here: remote-page-recovery.test.tsx tests the automatic retries.
jest.mock('./retry-delays', () => ({ REMOTE_RETRY_DELAYS_MS: [] }));

const remoteDown = () => Promise.reject(new Error('Failed to get manifest. #RUNTIME-003'));

portalApiPerTest({ signedIn: true });

beforeEach(() => {
  serveFakeRemotes();
  setViewportWidth(DESKTOP_WIDTH);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

it('shows a loading state until the page has loaded', async () => {
  let finish: (page: unknown) => void = () => {};
  jest.mocked(loadRemote).mockImplementation(() => new Promise((resolve) => (finish = resolve)));

  await renderPortal('/dashboard');
  expect(screen.getByText('Loading…')).toBeInTheDocument();

  await act(async () => finish(fakePage('remote_artifacts/DashboardPage')));
  expect(
    await screen.findByRole('heading', { name: 'remote_artifacts/DashboardPage' }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
});

it('asks the runtime for the exposed page of the route', async () => {
  await renderPortal('/dashboard/instruction-tuning');
  expect(loadRemote).toHaveBeenCalledWith('remote_instructions/InstructionTuningPage');
});

it('shows a fallback naming the remote while the shell keeps working', async () => {
  jest.mocked(loadRemote).mockImplementation(remoteDown);

  await renderPortal('/dashboard');

  expect(await screen.findByText('Onboarding Artifacts is unavailable')).toBeInTheDocument();
  expect(
    screen.getByText(/This part of the portal \(remote_artifacts\) could not be loaded/),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

  jest.mocked(loadRemote).mockImplementation(async (id: string) => fakePage(id));
  await clickAndLoad(screen.getByRole('link', { name: 'Settings' }));
  expect(
    await screen.findByRole('heading', { name: 'remote_settings/SettingsPage' }),
  ).toBeInTheDocument();
});

it('loads the page again on Retry once the remote is back', async () => {
  jest.mocked(loadRemote).mockImplementation(remoteDown);
  await renderPortal('/dashboard');
  const retry = await screen.findByRole('button', { name: 'Retry' });

  jest.mocked(loadRemote).mockImplementation(async (id: string) => fakePage(id));
  await clickAndLoad(retry);

  expect(
    await screen.findByRole('heading', { name: 'remote_artifacts/DashboardPage' }),
  ).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

it('keeps the fallback when Retry fails again', async () => {
  jest.mocked(loadRemote).mockImplementation(remoteDown);
  await renderPortal('/dashboard');

  await clickAndLoad(await screen.findByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('Onboarding Artifacts is unavailable')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

it('catches a page that throws while rendering, and Retry renders it again', async () => {
  let broken = true;
  jest.mocked(loadRemote).mockImplementation(async () => ({
    default: function DashboardPage() {
      if (broken) throw new Error('Cannot read properties of undefined');
      return <h1>Dashboard works</h1>;
    },
  }));
  await renderPortal('/dashboard');

  expect(await screen.findByText('Onboarding Artifacts is unavailable')).toBeInTheDocument();
  expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();

  broken = false;
  await clickAndLoad(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard works' })).toBeInTheDocument();
});

it('shows the fallback for a remote that portal.config.json does not list', async () => {
  await renderPortal('/dashboard');
  configureRuntime({ remotes: { remote_settings: undefined } });

  await clickAndLoad(screen.getByRole('link', { name: 'Settings' }));

  expect(await screen.findByText('Settings is unavailable')).toBeInTheDocument();
  expect(
    screen.getByText('remote_settings is not listed in portal.config.json.'),
  ).toBeInTheDocument();
});

it('shows the gist of a federation runtime error, not its arguments', async () => {
  jest
    .mocked(loadRemote)
    .mockRejectedValue(
      new Error(
        '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nargs: {"manifestUrl":"http://x"}\nView the docs',
      ),
    );
  await renderPortal('/dashboard');
  expect(await screen.findByText('Failed to get manifest. (RUNTIME-003)')).toBeInTheDocument();
});
