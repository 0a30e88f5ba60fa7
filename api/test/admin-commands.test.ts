import {
  addMember,
  CommandError,
  createTenant,
  createUser,
  createWorkspace,
  resolveTenant,
} from '../src/admin-commands';
import { verifyPassword } from '../src/auth/passwords';
import { createRepositories } from '../src/repositories';
import { createTestDatabase, type TestDatabase } from './helpers/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const repos = () => createRepositories(database.db);

describe('CLI commands', () => {
  test('create-user stores an argon2id hash and the admin flag', async () => {
    const user = await createUser(database.db, {
      username: ' ops@example.com ',
      password: 'secret123',
      admin: true,
    });
    expect(user).toMatchObject({ username: 'ops@example.com', isAdmin: true });
    expect(user).not.toHaveProperty('passwordHash');
    const stored = (await repos().users.findByUsername('ops@example.com'))!;
    expect(stored.isAdmin).toBe(true);
    expect(await verifyPassword(stored.passwordHash, 'secret123')).toBe(true);
  });

  test('create-user stores the username in lower case; add-member finds it in any case', async () => {
    const user = await createUser(database.db, {
      username: 'Dana@Example.COM',
      password: 'secret123',
    });
    expect(user.username).toBe('dana@example.com');
    const tenant = await createTenant(database.db, { name: 'Initech' });
    const added = await addMember(database.db, { user: 'DANA@example.com', tenant: tenant.id });
    expect(added.username).toBe('dana@example.com');
    const stored = (await repos().users.findByUsername('dana@example.com'))!;
    expect((await repos().tenants.listReachable(stored)).map((t) => t.name)).toEqual(['Initech']);
  });

  test.each([
    [{ password: 'secret123' }, '--username is required'],
    [{ username: 'x@example.com', password: '123' }, '--password must be at least 6 characters'],
    [
      { username: 'staff@example.com', password: 'secret123' },
      "User 'staff@example.com' already exists",
    ],
    [
      { username: ' STAFF@Example.com ', password: 'secret123' },
      "User 'staff@example.com' already exists",
    ],
  ])('create-user refuses %j', async (input, message) => {
    await expect(createUser(database.db, input)).rejects.toThrow(new CommandError(message));
  });

  test('create-tenant, create-workspace by tenant name, add-member', async () => {
    const tenant = await createTenant(database.db, {
      name: 'Umbrella',
      domain: 'umbrella.example.com',
    });
    expect(tenant).toMatchObject({
      name: 'Umbrella',
      configuration: { primaryDomain: 'umbrella.example.com' },
    });

    const workspace = await createWorkspace(database.db, {
      tenant: 'Umbrella',
      name: 'Research',
      description: 'R&D',
    });
    expect(workspace).toMatchObject({ name: 'Research', tenantId: tenant.id, description: 'R&D' });
    await expect(
      createWorkspace(database.db, { tenant: tenant.id, name: 'Research' }),
    ).rejects.toThrow("Tenant 'Umbrella' already has a workspace named 'Research'");

    await addMember(database.db, { user: 'staff@example.com', tenant: tenant.id });
    await addMember(database.db, { user: 'staff@example.com', tenant: 'Umbrella' }); // idempotent
    const staff = (await repos().users.findByUsername('staff@example.com'))!;
    expect((await repos().tenants.listReachable(staff)).map((t) => t.name)).toEqual([
      'Acme Corp',
      'Umbrella',
    ]);
  });

  test('tenant references: unknown, ambiguous, and by id', async () => {
    await expect(resolveTenant(database.db, 'Nope')).rejects.toThrow(
      "No tenant with id or name 'Nope'",
    );
    const first = await createTenant(database.db, { name: 'Twin' });
    await createTenant(database.db, { name: 'Twin' });
    await expect(resolveTenant(database.db, 'Twin')).rejects.toThrow(
      /Several tenants are named 'Twin'/,
    );
    expect((await resolveTenant(database.db, first.id)).id).toBe(first.id);
    await expect(
      addMember(database.db, { user: 'ghost@example.com', tenant: first.id }),
    ).rejects.toThrow("No user named 'ghost@example.com'");
    await expect(createTenant(database.db, { name: '  ' })).rejects.toThrow('--name is required');
  });
});
