import type { Prompt } from '@portal/contract';
import { createRepositories } from '../../src/repositories';
import { seed, seedIfEmpty } from '../../src/db/seed';
import { migrateToLatest } from '../../src/db/migrate';
import { SEED_ONBOARDING } from '../../src/db/seed-onboarding';
import { SEED_PROMPTS } from '../../src/db/seed-prompts';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { countOnboardingRows } from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.drop());

const onboardingCounts = () => countOnboardingRows(database.db);
let seededOnboardingCounts: Record<string, number>;
let seededPrompts: Prompt[];

const counts = async () => {
  const count = async (table: 'users' | 'tenants' | 'workspaces' | 'tenant_memberships') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    tenants: await count('tenants'),
    workspaces: await count('workspaces'),
    memberships: await count('tenant_memberships'),
  };
};

describe('migrations and seed', () => {
  test('migrating twice is a no-op', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  test('seeds an empty database with the demo data', async () => {
    expect(await seedIfEmpty(database.db)).toEqual({
      createdTenants: 3,
      createdWorkspaces: 3,
      createdUsers: 4,
      createdIcps: 2,
      createdUsps: 2,
      createdPrompts: SEED_PROMPTS.length,
    });
    expect(await counts()).toEqual({ users: 4, tenants: 3, workspaces: 3, memberships: 3 });

    const repos = createRepositories(database.db);
    const staff = (await repos.users.findByUsername('staff@example.com'))!;
    const admin = (await repos.users.findByUsername('admin@example.com'))!;
    expect(staff.isAdmin).toBe(false);
    expect(admin.isAdmin).toBe(true);
    expect(staff.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await repos.tenants.listReachable(staff)).map((t) => t.name)).toEqual(['Acme Corp']);
    seededOnboardingCounts = await onboardingCounts();
  });

  test('gives Acme / Enterprise Sales realistic ICPs and USPs, and Acme / SMB none', async () => {
    const repos = createRepositories(database.db);
    const ids = await seededIds(repos);
    const es = ids.enterpriseSales.id;
    const icps = await repos.icps.listByWorkspace(ids.acme.id, es);
    expect(icps.map((i) => i.name)).toEqual(SEED_ONBOARDING.icps.map((i) => i.name));
    for (const icp of icps) {
      expect(icp.segments.length).toBeGreaterThanOrEqual(2);
      expect(icp.buyerPersonas.length).toBeGreaterThanOrEqual(2);
      expect(icp.segments.every((s) => s.name && s.description && s.details)).toBe(true);
    }
    const usps = await repos.usps.listByWorkspace(ids.acme.id, es);
    expect(usps.map((u) => u.name)).toEqual(SEED_ONBOARDING.usps.map((u) => u.name));
    for (const usp of usps) {
      expect(usp.products.length).toBeGreaterThanOrEqual(1);
      expect(usp.capabilities.length).toBeGreaterThanOrEqual(2);
    }
    expect(await repos.icps.listByWorkspace(ids.acme.id, ids.smb.id)).toEqual([]);
    expect(await repos.usps.listByWorkspace(ids.acme.id, ids.smb.id)).toEqual([]);
    expect(await repos.icps.listByWorkspace(ids.globex.id, ids.emea.id)).toEqual([]);
  });

  test('gives every demo prompt an active version, and the ICP one an older inactive 1.0', async () => {
    const prompts = await createRepositories(database.db).prompts.list();
    const icp = prompts.filter((p) => p.promptType === 'ICP');
    expect(icp.map((p) => [p.version, p.isActive])).toEqual([
      ['1.1', 1],
      ['1.0', 0],
    ]);
    expect(icp[0]!.id).toBe(icp[1]!.id);
    expect(icp[1]!.promptContent).toBe(SEED_PROMPTS[0]!.first.promptContent);
    expect(
      prompts
        .filter((p) => p.isActive)
        .map((p) => p.promptType)
        .sort(),
    ).toEqual([
      'BUYER_PERSONA',
      'BUYER_PERSONA_EDIT',
      'COMPANY_RESEARCH',
      'ICP',
      'ICP_EDIT',
      'USP',
      'USP_EDIT',
    ]);
    for (const prompt of prompts) expect(prompt.promptContent.length).toBeGreaterThan(100);
    seededPrompts = prompts;
  });

  test("gives each edit type its first instruction by the portal, every tenant's release", async () => {
    const repos = createRepositories(database.db);
    const prompts = await repos.prompts.list();
    const [acme] = await repos.tenants.findByIdOrName('Acme Corp');
    for (const type of ['ICP_EDIT', 'BUYER_PERSONA_EDIT', 'USP_EDIT'] as const) {
      const prompt = prompts.find((p) => p.promptType === type)!;
      expect(prompt).toMatchObject({ version: '1.0', author: 'the portal' });
      expect(prompt.promptContent).toContain('{{request}}');
      expect(await repos.releases.resolveRow(acme!.id, type)).toMatchObject({
        override_id: null,
        released_id: prompt.id,
        released_version: '1.0',
      });
    }
  });

  test('is skipped by the server once users exist', async () => {
    expect(await seedIfEmpty(database.db)).toBeUndefined();
  });

  test('is idempotent when forced: nothing is duplicated, passwords are kept', async () => {
    const before = (await createRepositories(database.db).users.findByUsername(
      'staff@example.com',
    ))!.passwordHash;
    expect(await seed(database.db)).toEqual({
      createdTenants: 0,
      createdWorkspaces: 0,
      createdUsers: 0,
      createdIcps: 0,
      createdUsps: 0,
      createdPrompts: 0,
    });
    expect(await createRepositories(database.db).prompts.list()).toEqual(seededPrompts);
    expect(await onboardingCounts()).toEqual(seededOnboardingCounts);
    expect(await counts()).toEqual({ users: 4, tenants: 3, workspaces: 3, memberships: 3 });
    expect(
      (await createRepositories(database.db).users.findByUsername('staff@example.com'))!
        .passwordHash,
    ).toBe(before);
  });

  test('an edited demo prompt is not seeded again', async () => {
    const repos = createRepositories(database.db);
    const usp = (await repos.prompts.list()).find((p) => p.promptType === 'USP')!;
    expect((await repos.prompts.edit(usp, { ...usp, description: 'Edited' }, null)).outcome).toBe(
      'edited',
    );
    expect((await seed(database.db)).createdPrompts).toBe(0);
  });

  test('forced seeding restores missing demo rows', async () => {
    await database.db.deleteFrom('workspaces').where('name', '=', 'SMB').execute();
    const firstIcp = SEED_ONBOARDING.icps[0]!.name;
    await database.db.deleteFrom('icps').where('name', '=', firstIcp).execute();
    const repos = createRepositories(database.db);
    const icpPrompt = (await repos.prompts.list()).find((p) => p.promptType === 'ICP')!;
    // A released instruction cannot be deleted (issue 35): take its release away first.
    await database.db.deleteFrom('release_assignments').where('prompt_type', '=', 'ICP').execute();
    expect(await repos.prompts.delete(icpPrompt.id, null)).toBe('deleted');
    expect(await seed(database.db)).toEqual({
      createdTenants: 0,
      createdWorkspaces: 1,
      createdUsers: 0,
      createdIcps: 1,
      createdUsps: 0,
      createdPrompts: 1,
    });
    const icp = (await repos.prompts.list()).filter((p) => p.promptType === 'ICP');
    expect(icp.map((p) => p.version)).toEqual(['1.1', '1.0']);
    // The seeded instruction is every tenant's release again.
    const [acme] = await repos.tenants.findByIdOrName('Acme Corp');
    expect(await repos.releases.resolveRow(acme!.id, 'ICP')).toMatchObject({
      override_id: null,
      released_id: icp[0]!.id,
      released_version: '1.1',
    });
  });
});
