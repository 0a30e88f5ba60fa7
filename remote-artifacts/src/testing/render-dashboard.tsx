import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { acme, enterpriseSales, globex, loadedLists, signIn, smb } from '@portal/shared/testing';
import type { SessionData } from '@portal/shared';
import DashboardPage from '../pages/dashboard-page';
import { renderRoute } from './render-route';

/**
 * The dashboard, signed in with Acme Corp / Enterprise Sales selected unless told otherwise,
 * its tenant and workspace lists already loaded.
 */
export function renderDashboard(session: Partial<SessionData> = {}) {
  signIn({ selectedTenantId: acme.id, selectedWorkspaceId: enterpriseSales.id, ...session });
  loadedLists({ tenants: [acme, globex], workspaces: { [acme.id]: [enterpriseSales, smb] } });
  return renderRoute('/dashboard', <DashboardPage />);
}

/** Picks a workspace in the scope bar's switcher, as a user would. */
export async function switchWorkspace(user: UserEvent, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Workspace' }));
  await user.click(await screen.findByTitle(name));
}

export async function openUspTab(user: UserEvent) {
  await user.click(screen.getByRole('tab', { name: 'USP' }));
}
