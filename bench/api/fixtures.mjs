import { randomUUID } from 'node:crypto';

/** How many ICPs the listed workspace holds, and how many sit elsewhere in the scale case. */
export const LISTED_ICPS = 50;
export const OTHER_ICPS = 100_000;
/** Audit entries of the scale case: about the other tenants' ICPs, and global ones. */
export const OTHER_AUDIT_ENTRIES = 100_000;
export const GLOBAL_AUDIT_ENTRIES = 2_000;

/** An ICP of realistic size: 3 segments and 3 buyer personas, a sentence or two each. */
export function benchIcp(n) {
  return {
    name: `Ideal customer profile ${n}: mid-market SaaS revenue teams`,
    description: `Profile ${n}. B2B software companies with 200–2,000 employees running a sales-led motion and a RevOps function that owns the CRM.`,
    segments: [1, 2, 3].map((s) => ({
      name: `Segment ${s} of profile ${n}`,
      description: 'Venture-backed SaaS vendors doubling ARR and hiring AEs every quarter.',
      details: 'ARR $20–150M; 30+ quota-carrying reps; Salesforce or HubSpot Enterprise.',
    })),
    buyerPersonas: [1, 2, 3].map((p) => ({
      name: `Persona ${p} of profile ${n}`,
      description: 'Owns forecasting, territory design and the sales tech stack.',
      isMobilizer: p !== 2,
      isBuyingCommittee: p !== 3,
    })),
  };
}

/**
 * Migrates and seeds the demo data, then adds the workspace every list request reads:
 * "Bench" in Acme Corp (the demo staff user is a member), holding LISTED_ICPS ICPs.
 */
export async function seedListedWorkspace(api, db) {
  await api.migrateToLatest(db);
  await api.seed(db);
  const repos = api.createRepositories(db);
  const [acme] = await repos.tenants.findByIdOrName('Acme Corp');
  const workspace = await repos.workspaces.create({
    tenantId: acme.id,
    name: 'Bench',
    description: 'ICPs the benchmark lists',
  });
  for (let n = 1; n <= LISTED_ICPS; n++) {
    // The bench's own rows, not an API caller's: no audit entry (actor null).
    await repos.icps.create({ tenantId: acme.id, workspaceId: workspace.id, ...benchIcp(n) }, null);
  }
  return { tenantId: acme.id, workspaceId: workspace.id };
}

const TENANTS = 100;
const WORKSPACES_PER_TENANT = 10;
/** ICPs per insert statement: 500 roots + 1,500 rows per child table stay below SQLite's 32,766 parameters. */
const BATCH = 500;

/** Rows of ICPs `first` to `first + count - 1`, children included, as the repository stores them. */
export function icpRows(workspaceOf, first, count) {
  const roots = [];
  const segments = [];
  const personas = [];
  for (let n = first; n < first + count; n++) {
    const icp = benchIcp(n);
    const { id: workspace_id, tenant_id } = workspaceOf(n);
    const id = randomUUID();
    roots.push({ id, tenant_id, workspace_id, name: icp.name, description: icp.description });
    icp.segments.forEach((segment, position) =>
      segments.push({ icp_id: id, position, id: randomUUID(), ...segment }),
    );
    icp.buyerPersonas.forEach((persona, position) =>
      personas.push({
        icp_id: id,
        position,
        id: randomUUID(),
        name: persona.name,
        description: persona.description,
        is_mobilizer: persona.isMobilizer ? 1 : 0,
        is_buying_committee: persona.isBuyingCommittee ? 1 : 0,
      }),
    );
  }
  return { roots, segments, personas };
}

/**
 * The scale case's TENANTS tenants of WORKSPACES_PER_TENANT workspaces each, empty; returns
 * the workspaces. The scorecard-only run (`scorecard-only.mjs`) needs only these.
 */
export async function seedScaleTenants(db) {
  const tenants = Array.from({ length: TENANTS }, (_, t) => ({
    id: randomUUID(),
    name: `Scale tenant ${t + 1}`,
    primary_domain: `scale-${t + 1}.example.com`,
  }));
  await db.insertInto('tenants').values(tenants).execute();
  const workspaces = tenants.flatMap((tenant) =>
    Array.from({ length: WORKSPACES_PER_TENANT }, (_, w) => ({
      id: randomUUID(),
      tenant_id: tenant.id,
      name: `Workspace ${w + 1}`,
      description: '',
    })),
  );
  await db.insertInto('workspaces').values(workspaces).execute();
  return workspaces;
}

/**
 * OTHER_ICPS ICPs (with their children) spread evenly over TENANTS new tenants of
 * WORKSPACES_PER_TENANT workspaces each: batched multi-row inserts in one transaction, so
 * this takes seconds, not the minutes 100k API calls would.
 */
export async function seedOtherTenants(db) {
  await db.transaction().execute(async (trx) => {
    const workspaces = await seedScaleTenants(trx);
    const perWorkspace = OTHER_ICPS / workspaces.length;
    const workspaceOf = (n) => workspaces[Math.floor(n / perWorkspace)];
    for (let first = 0; first < OTHER_ICPS; first += BATCH) {
      const rows = icpRows(workspaceOf, first, Math.min(BATCH, OTHER_ICPS - first));
      await trx.insertInto('icps').values(rows.roots).execute();
      await trx.insertInto('icp_segments').values(rows.segments).execute();
      await trx.insertInto('icp_buyer_personas').values(rows.personas).execute();
    }
    await insertAuditEntries(trx, workspaces);
  });
}

const AUDIT_BATCH = 2_000;

/**
 * OTHER_AUDIT_ENTRIES entries about ICPs of the other tenants, GLOBAL_AUDIT_ENTRIES
 * instruction entries and password changes of other users, interleaved in time as real
 * traffic would be: the listed tenant's and the bench user's entries are a few among many.
 */
async function insertAuditEntries(trx, workspaces) {
  const actions = ['create', 'update', 'update', 'update', 'delete'];
  const entry = (n) => {
    if (n % 50 === 0) {
      const userId = `scale-user-${n % 500}`;
      const password = n % 100 === 0;
      return {
        entity: password ? 'user' : 'prompt',
        entity_id: password ? userId : `scale-prompt-${n % 300}`,
        action: password ? 'change-password' : 'update',
        user_id: userId,
        tenant_id: null,
        workspace_id: null,
      };
    }
    const workspace = workspaces[n % workspaces.length];
    return {
      entity: n % 3 === 0 ? 'usp' : 'icp',
      entity_id: `scale-object-${n % 20_000}`,
      action: actions[n % actions.length],
      user_id: `scale-user-${n % 500}`,
      tenant_id: workspace.tenant_id,
      workspace_id: workspace.id,
    };
  };
  const total = OTHER_AUDIT_ENTRIES + GLOBAL_AUDIT_ENTRIES;
  for (let first = 0; first < total; first += AUDIT_BATCH) {
    const rows = [];
    for (let n = first; n < Math.min(first + AUDIT_BATCH, total); n++) {
      const fields = entry(n);
      rows.push({
        id: randomUUID(),
        username: `${fields.user_id}@example.com`,
        changes: '[{"field":"name","before":"Old","after":"New"}]',
        ...fields,
      });
    }
    await trx.insertInto('audit_entries').values(rows).execute();
  }
}

/**
 * A staged rollout (issue 35) for resolve to read: the ICP instruction edited, its release
 * asked by staff, approved and released by the admin to `tenantId` only, so that tenant
 * resolves through its own assignment row and the others through every tenant's.
 */
export async function stageRelease(api, db, tenantId) {
  const repos = api.createRepositories(db);
  const actor = async (username) => {
    const row = await db
      .selectFrom('users')
      .select(['id', 'username', 'role'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return { ...row, isAdmin: row.role === 'admin' };
  };
  const [staff, admin] = [await actor('staff@example.com'), await actor('admin@example.com')];
  const icp = (await repos.prompts.list()).find((p) => p.promptType === 'ICP' && p.isActive);
  const edit = await repos.prompts.edit(
    icp,
    { ...icp, promptContent: `${icp.promptContent}\n\nKeep each segment to one line.` },
    staff,
  );
  const opened = await repos.releaseFlow.open(
    { promptId: edit.prompt.id, version: edit.prompt.version },
    'Staged by the bench',
    staff,
  );
  await repos.releaseFlow.review(opened.request.id, 'approve', '', admin);
  const released = await repos.releaseFlow.release(
    opened.request.id,
    { tenantIds: [tenantId], reason: 'Bench' },
    admin,
  );
  if (released.outcome !== 'released') throw new Error(`the bench's release: ${released.outcome}`);
  return { promptId: edit.prompt.id, version: edit.prompt.version };
}
