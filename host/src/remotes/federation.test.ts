import { loadRemote } from '@module-federation/enhanced/runtime';
import { configureRuntime } from '@portal/shared';
import { provideAntdContexts } from './antd-contexts';
import { loadRemotePage, loadRemotePrefetch, offerAntdContexts } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./antd-contexts', () => ({ provideAntdContexts: jest.fn() }));

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// Issue 38: a remote's container puts its own copies of antd's contexts in the share scope as
// it starts, and the runtime keeps whichever came first. So once the host offers its own, no
// remote module (a page or a prefetch module) is asked for before the offer is done.
it('asks for no remote module, page or prefetch, until the offered antd contexts are in', async () => {
  configureRuntime({
    remotes: { remote_artifacts: 'http://localhost:3002/mf-manifest.json' },
  });
  let offered: () => void = () => undefined;
  jest
    .mocked(provideAntdContexts)
    .mockReturnValue(new Promise<void>((resolve) => (offered = resolve)));
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({
    default: () => null,
    prefetch: () => undefined,
    id,
  }));

  offerAntdContexts();
  const prefetch = loadRemotePrefetch('remote_artifacts', 'DashboardPrefetch');
  const page = loadRemotePage('remote_artifacts', 'DashboardPage');
  await settle();
  expect(provideAntdContexts).toHaveBeenCalled();
  expect(loadRemote).not.toHaveBeenCalled();

  offered();
  await expect(prefetch).resolves.toEqual({ prefetch: expect.any(Function) });
  await expect(page).resolves.toEqual(expect.any(Function));
  expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).toEqual([
    'remote_artifacts/DashboardPrefetch',
    'remote_artifacts/DashboardPage',
  ]);
});
