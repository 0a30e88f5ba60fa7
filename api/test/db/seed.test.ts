import { createRepositories } from '../../src/repositories';
import { seed, seedIfEmpty } from '../../src/db/seed';
import { migrateToLatest } from '../../src/db/migrate';
import { SEED_ONBOARDING } from '../../src/db/seed-onboarding';
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
      createdUsers: 2,
      createdIcps: 2,
      createdUsps: 2,
    });
    expect(await counts()).toEqual({ users: 2, tenants: 3, workspaces: 3, memberships: 1 });

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
    });
    expect(await onboardingCounts()).toEqual(seededOnboardingCounts);
    expect(await counts()).toEqual({ users: 2, tenants: 3, workspaces: 3, memberships: 1 });
    expect(
      (await createRepositories(database.db).users.findByUsername('staff@example.com'))!
        .passwordHash,
    ).toBe(before);
  });

  test('forced seeding restores missing demo rows', async () => {
    await database.db.deleteFrom('workspaces').where('name', '=', 'SMB').execute();
    const firstIcp = SEED_ONBOARDING.icps[0]!.name;
    await database.db.deleteFrom('icps').where('name', '=', firstIcp).execute();
    expect(await seed(database.db)).toEqual({
      createdTenants: 0,
      createdWorkspaces: 1,
      createdUsers: 0,
      createdIcps: 1,
      createdUsps: 0,
    });
  });
});
