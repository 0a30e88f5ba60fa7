import { createRemoteLifecycles, type RemoteMountProps } from '@portal/remote-kit';
import { ADMIN_PAGE_PATHS, adminRoutes, type AdminRemotePage } from './admin-routes';

/** What a host that is not the portal passes to the lifecycles. */
export type AdminMountProps = RemoteMountProps<AdminRemotePage>;

/** single-spa lifecycles of the Administration page, so any page can embed it. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(adminRoutes, ADMIN_PAGE_PATHS);
