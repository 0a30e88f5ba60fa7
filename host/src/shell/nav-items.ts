/** The sidebar's destinations (spec §2, Dashboard shell). */
export const NAV_ITEMS = [
  { path: '/dashboard', label: 'Onboarding Artifacts' },
  { path: '/dashboard/instruction-tuning', label: 'Instruction Tuning' },
  { path: '/dashboard/settings', label: 'Settings' },
] as const;

/** One more destination, for admins only (issue 34 §4: remote_admin's area). */
export const ADMIN_NAV_ITEM = { path: '/dashboard/admin', label: 'Administration' } as const;

type NavItem = (typeof NAV_ITEMS)[number] | typeof ADMIN_NAV_ITEM;

/** The sidebar's items: the spec's for everyone, and Administration after them for admins. */
export function navItems(administer: boolean): readonly NavItem[] {
  return administer ? [...NAV_ITEMS, ADMIN_NAV_ITEM] : NAV_ITEMS;
}

/** The item to highlight: the index only on itself, the others on their sub-paths too. */
export function activeNavPath(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return navItems(true).find((item) =>
    item.path === '/dashboard'
      ? path === item.path
      : path === item.path || path.startsWith(`${item.path}/`),
  )?.path;
}
