import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './connection';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-onboarding';
import * as m003 from './migrations/003-prompts';
import * as m004 from './migrations/004-auth-state';
import * as m005 from './migrations/005-workbench';
import * as m006 from './migrations/006-usernames';
import * as m007 from './migrations/007-instruction-variables';
import * as m008 from './migrations/008-prompt-overrides';
import * as m009 from './migrations/009-lineage';
import * as m010 from './migrations/010-test-cases';
import * as m011 from './migrations/011-trash';
import * as m012 from './migrations/012-copied-from';
import * as m013 from './migrations/013-roles';
import * as m014 from './migrations/014-administration';
import * as m015 from './migrations/015-test-case-tenants';
import * as m016 from './migrations/016-oidc-handoffs';
import * as m017 from './migrations/017-releases';
import * as m018 from './migrations/018-webhooks';
import * as m019 from './migrations/019-edit-instructions';
import * as m020 from './migrations/020-research-briefs';
import * as m021 from './migrations/021-model-calls';
import * as m022 from './migrations/022-run-progress';
import * as m023 from './migrations/023-scorecard-tallies';
import * as m024 from './migrations/024-background-runs';
import * as m025 from './migrations/025-updated-by';

/** Migrations live in code (not read from disk), so tsx, jest and dist/ all see the same list. */
export const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-onboarding': m002,
  '003-prompts': m003,
  '004-auth-state': m004,
  '005-workbench': m005,
  '006-usernames': m006,
  '007-instruction-variables': m007,
  '008-prompt-overrides': m008,
  '009-lineage': m009,
  '010-test-cases': m010,
  '011-trash': m011,
  '012-copied-from': m012,
  '013-roles': m013,
  '014-administration': m014,
  '015-test-case-tenants': m015,
  '016-oidc-handoffs': m016,
  '017-releases': m017,
  '018-webhooks': m018,
  '019-edit-instructions': m019,
  '020-research-briefs': m020,
  '021-model-calls': m021,
  '022-run-progress': m022,
  '023-scorecard-tallies': m023,
  '024-background-runs': m024,
  '025-updated-by': m025,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Names of the migrations not yet applied to `db` (empty when the schema is current). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const all = await new Migrator({ db, provider }).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** Brings the schema up to and including `name`: tests of what one migration does to data. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Brings the schema up to date; returns the names of the migrations it applied. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
