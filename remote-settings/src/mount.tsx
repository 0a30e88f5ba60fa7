import { createRemoteLifecycles, type RemoteMountProps } from '@portal/remote-kit';
import { SETTINGS_PAGE_PATHS, settingsRoutes, type SettingsRemotePage } from './settings-routes';

/** What a host that is not the portal passes to the lifecycles. */
export type SettingsMountProps = RemoteMountProps<SettingsRemotePage>;

/** single-spa lifecycles of Settings and the static pages, so any page can embed them. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  settingsRoutes,
  SETTINGS_PAGE_PATHS,
);
