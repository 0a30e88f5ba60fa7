import { ROLES, type Role, type Tenant, type Workspace } from '@portal/contract';
import { hashPassword } from './auth/passwords';
import { isRole } from './auth/roles';
import { normalizeUsername } from './auth/usernames';
import type { Db } from './db/connection';
import { createRepositories } from './repositories';
import type { UserRecord } from './repositories/users';

/** A refusal the CLI prints as one line (no stack) before exiting non-zero. */
export class CommandError extends Error {}

function required(value: string | undefined, what: string): string {
  const trimmed = value?.trim();
  if (!trimmed) throw new CommandError(`${what} is required`);
  return trimmed;
}

/** Tenant names are not unique, so a name that matches several tenants must be given as an id. */
export async function resolveTenant(db: Db, ref: string): Promise<Tenant> {
  const matches = await createRepositories(db).tenants.findByIdOrName(required(ref, '--tenant'));
  const [only] = matches;
  if (!only) throw new CommandError(`No tenant with id or name '${ref}'`);
  const byId = matches.find((t) => t.id === ref);
  if (byId) return byId;
  if (matches.length > 1)
    throw new CommandError(`Several tenants are named '${ref}'; pass the tenant id instead`);
  return only;
}

export async function createUser(
  db: Db,
  input: { username?: string; password?: string; admin?: boolean; role?: string },
): Promise<Omit<UserRecord, 'passwordHash'>> {
  const username = normalizeUsername(required(input.username, '--username'));
  const password = input.password ?? '';
  if (password.length < 6) throw new CommandError('--password must be at least 6 characters');
  const users = createRepositories(db).users;
  if (await users.findByUsername(username))
    throw new CommandError(`User '${username}' already exists`);
  const { passwordHash: _omit, ...user } = await users.create({
    username,
    passwordHash: await hashPassword(password),
    role: input.admin ? 'admin' : roleOf(input.role ?? 'editor'),
  });
  return user;
}

function roleOf(value: string): Role {
  if (!isRole(value)) throw new CommandError(`--role must be one of ${ROLES.join(', ')}`);
  return value;
}

/** Gives an account a role; the last admin keeps theirs (as through the API). */
export async function setRole(
  db: Db,
  input: { user?: string; role?: string },
): Promise<{ username: string; role: Role }> {
  const username = required(input.user, '--user');
  const role = roleOf(required(input.role, '--role'));
  const users = createRepositories(db).users;
  const user = await users.findByUsername(username);
  if (!user) throw new CommandError(`No user named '${username}'`);
  const outcome = await users.setRole(user.id, role, null);
  if (outcome === 'last-admin')
    throw new CommandError(`${user.username} is the last admin; make another admin first`);
  if (!outcome) throw new CommandError(`No user named '${username}'`);
  return { username: user.username, role };
}

/** Disables or enables an account; the last enabled admin stays enabled (as through the API). */
export async function setDisabled(
  db: Db,
  input: { user?: string; disabled: boolean },
): Promise<{ username: string }> {
  const username = required(input.user, '--user');
  const repos = createRepositories(db);
  const user = await repos.users.findByUsername(username);
  if (!user) throw new CommandError(`No user named '${username}'`);
  const outcome = await repos.accounts.setDisabled(user.id, input.disabled, null);
  if (outcome === 'last-admin')
    throw new CommandError(`${user.username} is the last admin; make another admin first`);
  if (!outcome) throw new CommandError(`No user named '${username}'`);
  return { username: user.username };
}

export async function createTenant(
  db: Db,
  input: { name?: string; domain?: string },
): Promise<Tenant> {
  const name = required(input.name, '--name');
  return createRepositories(db).tenants.create({
    name,
    primaryDomain: input.domain?.trim() || null,
  });
}

export async function createWorkspace(
  db: Db,
  input: { tenant?: string; name?: string; description?: string },
): Promise<Workspace> {
  const tenant = await resolveTenant(db, required(input.tenant, '--tenant'));
  const name = required(input.name, '--name');
  const workspaces = createRepositories(db).workspaces;
  if (await workspaces.findByTenantAndName(tenant.id, name)) {
    throw new CommandError(`Tenant '${tenant.name}' already has a workspace named '${name}'`);
  }
  return workspaces.create({
    tenantId: tenant.id,
    name,
    description: input.description?.trim() ?? '',
  });
}

export async function addMember(
  db: Db,
  input: { user?: string; tenant?: string },
): Promise<{ username: string; tenant: Tenant }> {
  const username = required(input.user, '--user');
  const repos = createRepositories(db);
  const user = await repos.users.findByUsername(username);
  if (!user) throw new CommandError(`No user named '${username}'`);
  const tenant = await resolveTenant(db, required(input.tenant, '--tenant'));
  await repos.tenants.addMember(user.id, tenant.id);
  return { username: user.username, tenant };
}
