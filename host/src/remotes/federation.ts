import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, type RemoteName, type RuntimeConfig } from '@portal/shared';
import type { ExposedPageName, ExposedPrefetchName, PrefetchModule } from '@portal/shared/remotes';

/** Tells the federation runtime where each remote's manifest lives (portal.config.json). */
export function registerPortalRemotes(remotes: RuntimeConfig['remotes']): void {
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

let antdContexts: Promise<void> | undefined;

/**
 * Signed in, remote pages may use antd components outside the kits: the host first offers
 * them its antd contexts (antd-contexts.ts). Not before: the sign-in page stays within its
 * kit and its byte budget. Called while rendering, before any page below asks for its remote.
 */
export function offerAntdContexts(): void {
  antdContexts ??= import('./antd-contexts')
    .then((contexts) => contexts.provideAntdContexts())
    // Never in the way of a page: without them, such a component shows antd's default theme.
    .catch(() => undefined);
}

/**
 * Export `name` of a module `remote` exposes, which must be a function. Once the contexts are
 * offered, no remote starts before they are in the share scope: a remote's container puts its
 * own copies of the modules it shares there as it starts, and the runtime keeps whichever came
 * first, so a remote started earlier (the dashboard's prefetch module, say, while the offer's
 * chunk was still on its way) rendered its antd components on its own contexts: antd's
 * default theme (issue 38).
 */
async function loadExported<T>(remote: RemoteName, module: string, name: string): Promise<T> {
  if (!getRuntimeConfig().remotes[remote])
    throw new Error(`${remote} is not listed in portal.config.json.`);
  await antdContexts;
  const exported = (await loadRemote<Record<string, unknown>>(`${remote}/${module}`))?.[name];
  if (typeof exported !== 'function') throw new Error(`${remote}/${module} has no ${name} export.`);
  return exported as T;
}

/**
 * Loads an exposed page module (`remote_auth/LoginPage`) and returns its default export. Only
 * pages the contract (@portal/shared/remotes) lists for that remote, rendered without props,
 * can be named: a module a remote renamed or removed is a compile error here, not a fallback.
 * The runtime keeps no failed manifest or remoteEntry request (checked by the browser test
 * "Retry loads a remote that came back"), so calling this again really loads again.
 */
export async function loadRemotePage<R extends RemoteName>(
  remote: R,
  module: ExposedPageName<R>,
): Promise<ComponentType> {
  return loadExported(remote, module, 'default');
}

/**
 * Loads a prefetch module the contract lists for `remote` (`remote_artifacts/DashboardPrefetch`):
 * the remote's own code that starts a page's first data.
 */
export async function loadRemotePrefetch<R extends RemoteName>(
  remote: R,
  module: ExposedPrefetchName<R>,
): Promise<PrefetchModule> {
  return { prefetch: await loadExported(remote, module, 'prefetch') };
}
