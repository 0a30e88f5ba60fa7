// @ts-check
// Spec §2: the exposed remote page each route shows. routes.tsx builds the route table from it
// (guards, the dashboard shell); the host's webpack.config.js reads it for the preload hints.
// Plain JavaScript, so that Node reads it without a build; tsc checks it against the remotes'
// contract (@portal/shared/remotes) like any source file.

/** @typedef {import('@portal/shared/remotes').RemotePageRef} RemotePageRef */
/** @typedef {import('@portal/shared/remotes').PrefetchedPageRef} PrefetchedPageRef */

/** The sign-in pages, which fill the window, by their path. */
export const SIGN_IN_PAGES = /** @satisfies {Record<string, RemotePageRef>} */ ({
  '/auth/login': { remote: 'remote_auth', module: 'LoginPage' },
  '/auth/tenant-selection': { remote: 'remote_auth', module: 'TenantSelectionPage' },
  '/auth/workspace-selection': { remote: 'remote_auth', module: 'WorkspaceSelectionPage' },
});

/**
 * The pages of the dashboard shell, by their path under /dashboard (none: the index), and the
 * module a page's remote exposes to start its first data while the page loads, if any.
 */
export const DASHBOARD_PAGES = /** @satisfies {Array<PrefetchedPageRef & { path?: string }>} */ ([
  { remote: 'remote_artifacts', module: 'DashboardPage', prefetch: 'DashboardPrefetch' },
  { path: 'instruction-tuning', remote: 'remote_instructions', module: 'InstructionTuningPage' },
  { path: 'settings', remote: 'remote_settings', module: 'SettingsPage' },
  { path: 'users', remote: 'remote_settings', module: 'UsersPage' },
  { path: 'icp', remote: 'remote_settings', module: 'IcpManagementPage' },
  { path: 'usp', remote: 'remote_settings', module: 'UspManagementPage' },
  // Admins only: the sidebar offers it to them alone, the page refuses everyone else.
  { path: 'admin', remote: 'remote_admin', module: 'AdministrationPage' },
]);

/**
 * The page a path shows (`/dashboard/icp`), as the route table maps it, else undefined.
 * @param {string} pathname
 * @returns {{ remote: string, module: string, prefetch?: string } | undefined}
 */
export function remotePageAt(pathname) {
  if (pathname in SIGN_IN_PAGES)
    return SIGN_IN_PAGES[/** @type {keyof typeof SIGN_IN_PAGES} */ (pathname)];
  const under = /^\/dashboard(?:\/(.+))?$/.exec(pathname);
  if (!under) return undefined;
  const page = DASHBOARD_PAGES.find((candidate) => candidate.path === under[1]);
  return page;
}
