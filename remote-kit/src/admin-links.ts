// '@portal/remote-kit/admin-links': an entry of its own, so the sign-in flow's workspace
// selection links into the administration area (remote-admin) without bundling the kit.

/** The administration area (remote_admin, admins only; issue 34 §4). */
export const ADMIN_PATH = '/dashboard/admin';

/** The area's views, named by the URL's `view` (accounts unless told). */
export type AdminView = 'accounts' | 'tenants' | 'webhooks';

/** A view of the area, or one tenant of the tenants view (its workspaces and members). */
export function adminLink(view: AdminView, tenantId?: string): string {
  const query = new URLSearchParams({ view });
  if (tenantId) query.set('tenant', tenantId);
  return `${ADMIN_PATH}?${query.toString()}`;
}
