import { hashPassword } from '../auth/passwords';
import { createRepositories } from '../repositories';
import type { Db } from './connection';
import { SEED_ONBOARDING, seedOnboarding } from './seed-onboarding';
import { seedPrompts } from './seed-prompts';

/** The demo data every fresh install starts with (the walking skeleton's sign-in users). */
export const SEED = {
  tenants: [
    {
      name: 'Acme Corp',
      primaryDomain: 'acme.example.com',
      workspaces: [
        { name: 'Enterprise Sales', description: 'Outbound motion for enterprise accounts' },
        { name: 'SMB', description: '' },
      ],
    },
    {
      name: 'Globex',
      primaryDomain: 'globex.example.com',
      workspaces: [{ name: 'EMEA', description: '' }],
    },
    { name: 'Initech', primaryDomain: null, workspaces: [] },
  ],
  users: [
    {
      username: 'staff@example.com',
      password: 'staff12345',
      role: 'editor',
      tenants: ['Acme Corp'],
    },
    // Admins reach every tenant without membership rows.
    { username: 'admin@example.com', password: 'admin12345', role: 'admin', tenants: [] },
    {
      username: 'reviewer@example.com',
      password: 'reviewer12345',
      role: 'releaser',
      tenants: ['Acme Corp'],
    },
    {
      username: 'viewer@example.com',
      password: 'viewer12345',
      role: 'viewer',
      tenants: ['Acme Corp'],
    },
  ],
} as const;

export interface SeedResult {
  createdTenants: number;
  createdWorkspaces: number;
  createdUsers: number;
  createdIcps: number;
  createdUsps: number;
  createdPrompts: number;
}

/**
 * Idempotent: creates only what is missing (tenants by name, workspaces by tenant and name,
 * users by username, ICPs and USPs by workspace and name, prompts by their version 1.0) and
 * never changes an existing user's password.
 */
export async function seed(db: Db): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    const repos = createRepositories(trx);
    const result: SeedResult = {
      createdTenants: 0,
      createdWorkspaces: 0,
      createdUsers: 0,
      createdIcps: 0,
      createdUsps: 0,
      createdPrompts: 0,
    };
    const tenantIds = new Map<string, string>();

    for (const t of SEED.tenants) {
      let [tenant] = await repos.tenants.findByIdOrName(t.name);
      if (!tenant) {
        tenant = await repos.tenants.create({ name: t.name, primaryDomain: t.primaryDomain });
        result.createdTenants++;
      }
      tenantIds.set(t.name, tenant.id);
      for (const w of t.workspaces) {
        if (await repos.workspaces.findByTenantAndName(tenant.id, w.name)) continue;
        await repos.workspaces.create({ tenantId: tenant.id, ...w });
        result.createdWorkspaces++;
      }
    }

    for (const u of SEED.users) {
      let user = await repos.users.findByUsername(u.username);
      if (!user) {
        user = await repos.users.create({
          username: u.username,
          passwordHash: await hashPassword(u.password),
          role: u.role,
        });
        result.createdUsers++;
      }
      for (const name of u.tenants) await repos.tenants.addMember(user.id, tenantIds.get(name)!);
    }

    const tenantId = tenantIds.get(SEED_ONBOARDING.tenant)!;
    const workspace = await repos.workspaces.findByTenantAndName(
      tenantId,
      SEED_ONBOARDING.workspace,
    );
    Object.assign(result, await seedOnboarding(repos, tenantId, workspace!.id));
    result.createdPrompts = await seedPrompts(repos);
    // Each type's instruction is released to every tenant, as migration 017 did for databases
    // that existed before releases (issue 35).
    await repos.releases.releaseUnreleasedDefaults(trx);
    return result;
  });
}

/** What the server does at start: seed only a database nobody has used yet. */
export async function seedIfEmpty(db: Db): Promise<SeedResult | undefined> {
  const users = await createRepositories(db).users.count();
  return users === 0 ? seed(db) : undefined;
}
