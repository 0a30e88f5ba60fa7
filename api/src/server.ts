// First: sizes libuv's thread pool before any module can start it.
import './thread-pool';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb } from './db/connection';
import { SEED } from './db/seed';
import { MigrationRefusal } from './db/migration-refusal';
import { prepareDatabase } from './db/startup';
import { purgeCutoff } from './trash/repository';

const TRASH_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Expected start-up failures get one clear line and exit 1; anything else keeps its stack. */
function fail(message: string): never {
  console.error(`[api] ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const db = createDb(config.database);
  // Safe when several instances start together on one PostgreSQL database (advisory lock).
  let seeded;
  try {
    seeded = await prepareDatabase(db);
  } catch (error) {
    if (error instanceof MigrationRefusal) fail(error.message);
    throw error;
  }
  const app = await buildApp(config, db);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await db.destroy();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      fail(
        `Port ${config.port} on ${config.host} is already in use. Stop the other process or set PORT.`,
      );
    }
    if (code === 'EACCES') fail(`Not allowed to listen on ${config.host}:${config.port}.`);
    throw error;
  }

  if (seeded) {
    const demo = SEED.users.map((u) => `${u.username} / ${u.password}`).join(', ');
    app.log.info(`Seeded an empty database. Demo sign-in: ${demo}`);
  }

  // The trash's purge: at start, then hourly (the trash routes also purge their workspace).
  const purgeTrash = () =>
    app.repos.trash
      .purgeExpired(purgeCutoff(Date.now()))
      .then((removed) => removed > 0 && app.log.info({ removed }, 'trash purged'))
      .catch((error: unknown) => app.log.error({ err: error }, 'trash purge failed'));
  void purgeTrash();
  const purgeTimer = setInterval(() => void purgeTrash(), TRASH_PURGE_INTERVAL_MS);
  purgeTimer.unref();

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    clearInterval(purgeTimer);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
