// The big workspace of issue 13, seeded through the API as any client would write it:
// Acme Corp / SMB (empty in the demo data) gets 500 ICPs of 3 segments and 3 buyer personas
// and 200 USPs; Globex / EMEA (also empty) gets one ICP of 20 segments and 20 personas, the
// big form. The other browser measurements read Acme Corp / Enterprise Sales, which this
// leaves alone.
import { benchIcp } from '../api/fixtures.mjs';

export const BIG_WORKSPACE = { icps: 500, usps: 200 };
export const BIG_FORM = { segments: 20, personas: 20 };

const STAFF = { username: 'staff@example.com', password: 'staff12345' };
// Admins reach every tenant (docs/security.md): the big form lives in another tenant's
// workspace, so nothing of it shows in the big grid.
const ADMIN = { username: 'admin@example.com', password: 'admin12345' };
/** POSTs in flight at once: enough to keep the API busy, few enough not to queue for long. */
const CONCURRENCY = 4;

async function call(apiBaseUrl, path, { token, body } = {}) {
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const findNamed = (items, name) => {
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`seed: no ${name} in the demo data`);
  return found;
};

/** Signs in and finds the workspace `workspaceName` of tenant `tenantName`. */
async function signInTo(apiBaseUrl, user, tenantName, workspaceName) {
  const { token } = await call(apiBaseUrl, '/api/auth/login', { body: user });
  const tenant = findNamed(await call(apiBaseUrl, '/api/tenants/', { token }), tenantName);
  const workspaces = await call(apiBaseUrl, `/api/workspaces/tenant/${tenant.id}`, { token });
  const workspace = findNamed(workspaces, workspaceName);
  return { token, tenantId: tenant.id, workspaceId: workspace.id };
}

/** The localStorage of a user who signed in and chose this scope (as sign-in.mjs builds it). */
const storageOf = ({ token, tenantId, workspaceId }) => ({
  auth_token: token,
  portal_selection: JSON.stringify({ tenantId, workspaceId }),
});

/** Runs `create(n)` for n = 1…count, CONCURRENCY at a time, in order of n. */
async function createAll(count, create) {
  let next = 1;
  const worker = async () => {
    while (next <= count) {
      const n = next;
      next += 1;
      await create(n);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

export const bigIcpName = (n) => benchIcp(n).name;

function benchUsp(n) {
  return {
    name: `Selling proposition ${n}: forecasts revenue leaders trust`,
    differentiator: `Proposition ${n}. Forecasts within 3% of actuals from the first quarter, built from activity data rather than rep opinion.`,
    products: ['Forecast Cloud', 'Pipeline Inspector', 'Deal Desk'],
    capabilities: [
      'Deal scoring',
      'Rollups by region',
      'Scenario planning',
      'Pipeline coverage alerts',
      'Commit tracking',
    ],
  };
}

const paragraph = (what, n) =>
  `${what} ${n}. Companies that sell to revenue teams through a sales-led motion, with a ` +
  'RevOps function that owns the CRM, a quarterly planning cycle and a budget line for sales ' +
  'tooling. They buy after a pilot with two teams and expand by region.';

function bigFormIcp() {
  return {
    name: 'Big form: enterprise revenue platforms',
    description: paragraph('The big form', 0),
    segments: Array.from({ length: BIG_FORM.segments }, (_, i) => ({
      name: `Big segment ${i + 1}`,
      description: paragraph('Segment', i + 1),
      details: paragraph('Details of segment', i + 1),
    })),
    buyerPersonas: Array.from({ length: BIG_FORM.personas }, (_, i) => ({
      name: `Big persona ${i + 1}`,
      description: paragraph('Persona', i + 1),
      isMobilizer: i % 2 === 0,
      isBuyingCommittee: i % 3 !== 0,
    })),
  };
}

/**
 * Seeds both workspaces through the API (`apiBaseUrl`) and answers what the measurements
 * need: each visitor's localStorage, the last ICP's name and the big form's deep link.
 */
export async function seedBigWorkspace(apiBaseUrl, log) {
  const started = Date.now();
  const grid = await signInTo(apiBaseUrl, STAFF, 'Acme Corp', 'SMB');
  const scope = { tenantId: grid.tenantId, workspaceId: grid.workspaceId };
  const token = grid.token;
  // ICPs one after the other keep their numbers in list order (oldest first); USPs alongside.
  await Promise.all([
    (async () => {
      for (let n = 1; n <= BIG_WORKSPACE.icps; n += 1) {
        await call(apiBaseUrl, '/api/icp-onboarding', {
          token,
          body: { ...scope, ...benchIcp(n) },
        });
      }
    })(),
    createAll(BIG_WORKSPACE.usps, (n) =>
      call(apiBaseUrl, '/api/usp-onboarding', { token, body: { ...scope, ...benchUsp(n) } }),
    ),
  ]);
  const form = await signInTo(apiBaseUrl, ADMIN, 'Globex', 'EMEA');
  const bigIcp = await call(apiBaseUrl, '/api/icp-onboarding', {
    token: form.token,
    body: { tenantId: form.tenantId, workspaceId: form.workspaceId, ...bigFormIcp() },
  });
  log(
    `big workspace: seeded ${BIG_WORKSPACE.icps} ICPs, ${BIG_WORKSPACE.usps} USPs and the big form through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const formQuery = new URLSearchParams({
    tenant: form.tenantId,
    workspace: form.workspaceId,
    tab: 'icp',
    edit: bigIcp.id,
  });
  return {
    gridStorage: storageOf(grid),
    lastIcpName: bigIcpName(BIG_WORKSPACE.icps),
    formStorage: storageOf(form),
    formPath: `/dashboard?${formQuery}`,
  };
}
