// A signed-in visitor's localStorage, from the API itself: the token and the stored
// tenant and workspace selection (Acme Corp, Enterprise Sales, by id) the portal restores;
// and the cookies such a browser holds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
const STAFF = { username: 'staff@example.com', password: 'staff12345' };

async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function signedInStorage(apiBaseUrl) {
  const { token } = await json(
    await fetch(`${apiBaseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    }),
  );
  const auth = { authorization: `Bearer ${token}` };
  const tenants = await json(await fetch(`${apiBaseUrl}/api/tenants/`, { headers: auth }));
  const tenant = tenants.find((candidate) => candidate.name === 'Acme Corp');
  const workspaces = await json(
    await fetch(`${apiBaseUrl}/api/workspaces/tenant/${tenant.id}`, { headers: auth }),
  );
  const workspace = workspaces.find((candidate) => candidate.name === 'Enterprise Sales');
  const selection = { tenantId: tenant.id, workspaceId: workspace.id };
  return { auth_token: token, portal_selection: JSON.stringify(selection) };
}

/**
 * The cookies of a browser that has been signed in on the portal: the session hint the host's
 * code keeps, by the name the host's build gives it (host/dist/prerender.json), without which
 * the page server sends no pre-rendered dashboard. None when the build has no such file.
 * @returns {{ name: string, value: string }[]}
 */
export function signedInCookies() {
  try {
    const pages = JSON.parse(readFileSync(join(ROOT, 'host', 'dist', 'prerender.json'), 'utf8'));
    return Object.values(pages)
      .map((page) => page.whenCookie)
      .filter(Boolean)
      .map((name) => ({ name, value: '1' }));
  } catch {
    return [];
  }
}
