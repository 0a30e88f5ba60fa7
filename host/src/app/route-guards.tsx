import { Navigate, Outlet, useLocation } from '@portal/shared/router';
import { useSession } from '@portal/shared';
import { offerAntdContexts } from '../remotes/federation';

/**
 * Signed-in-only routes send everyone else to the sign-in page, naming where they were headed
 * (`?redirect=`) so that signing in returns there; the sign-in page decides whether to follow.
 */
export function RequireSignIn() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const { pathname, search } = useLocation();
  if (isAuthenticated) offerAntdContexts();
  return isAuthenticated ? (
    <Outlet />
  ) : (
    <Navigate to={'/auth/login?redirect=' + encodeURIComponent(pathname + search)} replace />
  );
}

/** The sign-in page is for signed-out users; the signed-in go to the dashboard. */
export function RequireSignedOut() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  return isAuthenticated ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

/** `/`: the dashboard when signed in, else the sign-in page. */
export function HomeRedirect() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  return <Navigate to={isAuthenticated ? '/dashboard' : '/auth/login'} replace />;
}
