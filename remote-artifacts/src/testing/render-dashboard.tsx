import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { acme, enterpriseSales, globex, loadedLists, signIn, smb } from '@portal/shared/testing';
import type { SessionData } from '@portal/shared';
import type { SessionUser } from '@portal/contract';
import DashboardPage from '../pages/dashboard-page';
import { renderRoute } from '@portal/remote-kit/testing';

/**
 * The dashboard, signed in with Acme Corp / Enterprise Sales selected unless told otherwise,
 * its tenant and workspace lists already loaded.
 */
export function renderDashboard(
  session: Partial<SessionData> = {},
  url = '/dashboard',
  user?: SessionUser,
) {
  signIn({ selectedTenantId: acme.id, selectedWorkspaceId: enterpriseSales.id, ...session }, user);
  loadedLists({ tenants: [acme, globex], workspaces: { [acme.id]: [enterpriseSales, smb] } });
  const view = renderRoute(url, <DashboardPage />);
  return { ...view, search: () => view.router.state.location.search };
}

/** A deep link to the dashboard, e.g. `{ tenant: acme.id, tab: 'usp' }`. */
export const dashboardUrl = (params: Record<string, string>) =>
  `/dashboard?${new URLSearchParams(params).toString()}`;

/** Picks a workspace in the scope bar's switcher, as a user would. */
export async function switchWorkspace(user: UserEvent, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Workspace' }));
  await user.click(await screen.findByTitle(name));
}

export async function openUspTab(user: UserEvent) {
  await user.click(screen.getByRole('tab', { name: 'USP' }));
}

/**
 * Picks an item of a record's 'Actions for {name}' menu (issue 37 §2), e.g. 'History of ICP
 * Mid-market SaaS', as a user would; answers the menu's button.
 */
export async function chooseAction(user: UserEvent, name: string, item: string | RegExp) {
  const button = () => screen.getByRole('button', { name: `Actions for ${name}` });
  await screen.findByRole('button', { name: `Actions for ${name}` });
  await user.click(button());
  const menu = await screen.findByRole('menu', { name: `Actions for ${name}` });
  // As a person would: the opened menu takes the focus first (antd's autoFocus, a few frames
  // after it opens); a choice made before that lands has the late focus pulled into the menu.
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  // Asked again: the first press brings the menu's code, whose button takes this one's place.
  return button();
}
