import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ConfigProvider } from '@portal/shared/antd';
import { configureRuntime, portalTheme, type RuntimeConfig } from '@portal/shared';
import { OverrideBanner } from './override-banner';
import { overrideOriginsOf } from './override-origins';
import { requestedOverrides, resolveOverrides, type ResolvedOverrides } from './resolve-overrides';
import { readStoredOverrides, resetOverrides, storeOverrides } from './stored-overrides';

let banner: { container: HTMLElement; root: Root } | undefined;

/** The banner lives in its own root beside the app's, so it shows on every route. */
function showBanner(resolved: ResolvedOverrides): void {
  if (!banner?.container.isConnected) {
    const container = document.body.appendChild(document.createElement('div'));
    banner = { container, root: createRoot(container) };
  }
  banner.root.render(
    <StrictMode>
      <ConfigProvider theme={portalTheme}>
        <OverrideBanner {...resolved} onReset={() => resetOverrides()} />
      </ConfigProvider>
    </StrictMode>,
  );
}

/**
 * Applies the tab's remote overrides (`?remote_artifacts=<manifest URL>`, kept in
 * sessionStorage until reset) that portal.config.json's `overrideOrigins` allows, and shows
 * the banner. Returns the remotes to register: the configured ones with the accepted
 * overrides in their place. The default export: its name would be bytes on the sign-in path.
 */
export default function applyRemoteOverrides(config: RuntimeConfig): RuntimeConfig['remotes'] {
  const resolved = resolveOverrides(
    [...readStoredOverrides(), ...requestedOverrides(location.search)],
    config.remotes,
    overrideOriginsOf(config),
  );
  storeOverrides(resolved.applied);
  if (Object.keys(resolved.applied).length > 0 || resolved.refused.length > 0) {
    showBanner(resolved);
  }
  // Retries and failure reports read the runtime config: they must see the override too.
  return configureRuntime({ remotes: resolved.applied }).remotes;
}
