import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { DatabaseConfig } from '../../src/config';
import { createDb, type Db } from '../../src/db/connection';
import { migrateToLatest } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';

export interface TestDatabase {
  config: DatabaseConfig;
  db: Db;
  /** Closes the connection and removes the database. */
  drop: () => Promise<void>;
}

async function onAdminConnection(work: (client: Client) => Promise<void>): Promise<void> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database: a temp SQLite file, or a uniquely named PostgreSQL database. */
export async function createTestDatabase(
  options: { migrate?: boolean; seed?: boolean } = {},
): Promise<TestDatabase> {
  let config: DatabaseConfig;
  let cleanup: () => Promise<void>;

  if (process.env.TEST_DIALECT === 'postgres') {
    const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onAdminConnection((client) =>
      client.query(`CREATE DATABASE ${name}`).then(() => undefined),
    );
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    config = { dialect: 'postgres', url: url.toString() };
    cleanup = () =>
      onAdminConnection((client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
      );
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'portal-api-test-'));
    config = { dialect: 'sqlite', path: join(dir, 'portal.sqlite') };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }

  const db = createDb(config);
  if (options.migrate ?? true) await migrateToLatest(db);
  if (options.seed ?? true) await seed(db);
  return {
    config,
    db,
    drop: async () => {
      await db.destroy();
      await cleanup();
    },
  };
}
