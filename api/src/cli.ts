import { parseArgs } from 'node:util';
import {
  addMember,
  CommandError,
  createTenant,
  createUser,
  createWorkspace,
  setDisabled,
  setRole,
} from './admin-commands';
import { ConfigError, databaseFromEnv } from './config';
import { createDb, type Db } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { MigrationRefusal } from './db/migration-refusal';
import { seed, seedIfEmpty } from './db/seed';
import { withStartupLock } from './db/startup';

const USAGE = `Usage: pnpm --filter @portal/api cli <command> [options]

Commands:
  migrate                                          apply pending migrations
  seed [--force]                                   add demo data (only to an empty database unless --force)
  create-user --username <u> --password <p> [--role viewer|editor|releaser|admin] [--admin]
  set-role --user <username> --role viewer|editor|releaser|admin
  disable-user --user <username>                   refuse its sign-ins and tokens (not the last admin)
  enable-user --user <username>
  create-tenant --name <name> [--domain <primary domain>]
  create-workspace --tenant <id|name> --name <name> [--description <text>]
  add-member --user <username> --tenant <id|name>

Uses DATABASE_URL (PostgreSQL) or SQLITE_PATH / api/.data/portal.sqlite, like the server.`;

type Command = (db: Db, values: Record<string, string | boolean | undefined>) => Promise<string>;

const str = (value: string | boolean | undefined) =>
  typeof value === 'string' ? value : undefined;

const commands: Record<string, Command> = {
  migrate: async (db) => {
    const applied = await withStartupLock(db, () => migrateToLatest(db));
    return applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date';
  },
  seed: async (db, v) => {
    const result = await withStartupLock(db, () => (v.force ? seed(db) : seedIfEmpty(db)));
    if (!result)
      return 'Users exist already; nothing seeded (use --force to add missing demo data)';
    return `Seeded ${result.createdTenants} tenants, ${result.createdWorkspaces} workspaces, ${result.createdUsers} users, ${result.createdIcps} ICPs, ${result.createdUsps} USPs, ${result.createdPrompts} prompts`;
  },
  'create-user': async (db, v) => {
    const user = await createUser(db, {
      username: str(v.username),
      password: str(v.password),
      admin: v.admin === true,
      role: str(v.role),
    });
    return `Created ${user.role} ${user.username} (${user.id})`;
  },
  'create-tenant': async (db, v) => {
    const tenant = await createTenant(db, { name: str(v.name), domain: str(v.domain) });
    return `Created tenant ${tenant.name} (${tenant.id})`;
  },
  'create-workspace': async (db, v) => {
    const workspace = await createWorkspace(db, {
      tenant: str(v.tenant),
      name: str(v.name),
      description: str(v.description),
    });
    return `Created workspace ${workspace.name} (${workspace.id})`;
  },
  'set-role': async (db, v) => {
    const { username, role } = await setRole(db, { user: str(v.user), role: str(v.role) });
    return `${username} is now ${role === 'admin' ? 'an' : 'a'} ${role}`;
  },
  'disable-user': async (db, v) => {
    const { username } = await setDisabled(db, { user: str(v.user), disabled: true });
    return `${username} is disabled`;
  },
  'enable-user': async (db, v) => {
    const { username } = await setDisabled(db, { user: str(v.user), disabled: false });
    return `${username} is enabled`;
  },
  'add-member': async (db, v) => {
    const { username, tenant } = await addMember(db, { user: str(v.user), tenant: str(v.tenant) });
    return `${username} is a member of ${tenant.name}`;
  },
};

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    // `pnpm cli -- <command>` passes the separator through; without this every option would be a positional.
    args: argv[0] === '--' ? argv.slice(1) : argv,
    allowPositionals: true,
    options: {
      force: { type: 'boolean' },
      admin: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      username: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      domain: { type: 'string' },
      tenant: { type: 'string' },
      description: { type: 'string' },
      user: { type: 'string' },
    },
  });
  const [name] = positionals;
  const command = name ? commands[name] : undefined;
  if (values.help || !command) {
    console.log(USAGE);
    if (!values.help && name) console.error(`\nUnknown command '${name}'`);
    return values.help ? 0 : 1;
  }

  const db = createDb(databaseFromEnv(process.env));
  try {
    // Every command but migrate itself needs the tables; migrating first is a no-op when current.
    if (name !== 'migrate') await withStartupLock(db, () => migrateToLatest(db));
    console.log(await command(db, values));
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Bad options (parseArgs) and refused commands are one clear line; the rest keeps its stack.
    const known =
      error instanceof CommandError ||
      error instanceof ConfigError ||
      error instanceof MigrationRefusal ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(known ? `Error: ${(error as Error).message}` : error);
    process.exit(1);
  },
);
