import { createRemoteLifecycles, type RemoteMountProps } from '@portal/remote-kit';
import { AUTH_PAGE_PATHS, authRoutes, type AuthPage } from './auth-routes';

/** What a host that is not the portal passes to the lifecycles. */
export type AuthMountProps = RemoteMountProps<AuthPage>;

/** single-spa lifecycles of the sign-in pages, so any page can embed them. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(authRoutes, AUTH_PAGE_PATHS);
