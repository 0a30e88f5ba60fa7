// A signed-in visitor's localStorage, from the API itself: the token and the stored
// tenant and workspace selection (Acme Corp, Enterprise Sales, by id) the portal restores.
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
