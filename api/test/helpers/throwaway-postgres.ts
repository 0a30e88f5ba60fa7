import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './api-process';

const run = promisify(execFile);

/**
 * The newest Debian PostgreSQL server binaries (as scripts/ci-postgres.sh finds them), or
 * initdb's folder on the PATH. Throws, never skips: CI installs them from Debian's packages.
 */
function serverBindir(): string {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    if (existsSync(join(debian, version, 'bin', 'initdb'))) return join(debian, version, 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb'))) return dir;
  }
  throw new Error(
    'initdb not found: this test runs its own PostgreSQL cluster and needs the server binaries ' +
      '(Debian: apt-get install postgresql; scripts/ci-postgres.sh installs them when run as root).',
  );
}

/** A PostgreSQL cluster of its own, in a temp folder, on a free loopback port. */
export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> (trust on loopback). */
  url: (database: string) => string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it (if running) and removes its folder. */
  destroy: () => Promise<void>;
}

/**
 * initdb + pg_ctl start of a throwaway cluster, so a test may stop and restart PostgreSQL
 * without touching the shared server every other test file uses. PostgreSQL refuses to run
 * as root: as root, the cluster belongs to the postgres user (runuser).
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bindir = serverBindir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'portal-chaos-pg-'));
  const owner = (binary: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bindir, binary), ...args])
      : run(join(bindir, binary), args);
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  await owner('initdb', [
    '-D',
    dir,
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-locale',
    '-A',
    'trust',
    '--no-sync',
  ]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const start = async () => {
    await owner(
      'pg_ctl',
      ['-D', dir, '-l', join(dir, 'server.log'), '-w', '-t', '30'].concat(['-o', options, 'start']),
    );
  };
  const stop = async () => {
    await owner('pg_ctl', ['-D', dir, '-m', 'fast', '-w', '-t', '30', 'stop']);
  };
  await start();
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    destroy: async () => {
      await owner('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
