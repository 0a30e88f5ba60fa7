/** The sidebar's destinations (spec §2, Dashboard shell). */
export const NAV_ITEMS = [
  { path: '/dashboard', label: 'Onboarding Artifacts' },
  { path: '/dashboard/instruction-tuning', label: 'Instruction Tuning' },
  { path: '/dashboard/settings', label: 'Settings' },
] as const;

/** The item to highlight: the index only on itself, the others on their sub-paths too. */
export function activeNavPath(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return NAV_ITEMS.find((item) =>
    item.path === '/dashboard'
      ? path === item.path
      : path === item.path || path.startsWith(`${item.path}/`),
  )?.path;
}
