import { createRemoteLifecycles, type RemoteMountProps } from '@portal/remote-kit';
import { ARTIFACTS_PAGE_PATHS, dashboardRoutes, type ArtifactsPage } from './dashboard-routes';

/** What a host that is not the portal passes to the lifecycles. */
export type ArtifactsMountProps = RemoteMountProps<ArtifactsPage>;

/** single-spa lifecycles of the dashboard, so any page can embed it. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  dashboardRoutes,
  ARTIFACTS_PAGE_PATHS,
);
