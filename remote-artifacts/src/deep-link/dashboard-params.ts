/**
 * The dashboard's place in its URL (issue 11, deep links):
 * `/dashboard?tenant=<id>&workspace=<id>&tab=usp&edit=<id>|new`. A link with these opens the
 * same tenant, workspace, tab and form for anyone who may see them.
 */
export type DashboardTab = 'icp' | 'usp';

export interface DashboardParams {
  tenant: string | null;
  workspace: string | null;
  /** 'icp' (the default) when absent or unknown. */
  tab: DashboardTab;
  /** The id of the item whose edit form is open, NEW_ITEM for the create form. */
  edit: string | null;
}

export type DashboardParamChanges = Partial<Record<keyof DashboardParams, string | null>>;

/** `edit=new`: the create form of the tab. */
export const NEW_ITEM = 'new';

const KEYS = ['tenant', 'workspace', 'tab', 'edit'] as const;

const nonEmpty = (value: string | null) => (value ? value : null);

export function readDashboardParams(search: string): DashboardParams {
  const query = new URLSearchParams(search);
  return {
    tenant: nonEmpty(query.get('tenant')),
    // A workspace is only ever chosen within a tenant.
    workspace: query.get('tenant') ? nonEmpty(query.get('workspace')) : null,
    tab: query.get('tab') === 'usp' ? 'usp' : 'icp',
    edit: nonEmpty(query.get('edit')),
  };
}

/** `search` with `changes` applied (null removes a key), keys in a fixed order. */
export function dashboardSearch(search: string, changes: DashboardParamChanges): string {
  const current = new URLSearchParams(search);
  const next = new URLSearchParams();
  for (const key of KEYS) {
    const value = key in changes ? changes[key] : current.get(key);
    if (value) next.set(key, value);
  }
  // Anything else a link carried stays, after ours.
  current.forEach((value, key) => {
    if (!(KEYS as readonly string[]).includes(key)) next.append(key, value);
  });
  const text = next.toString();
  return text ? `?${text}` : '';
}
