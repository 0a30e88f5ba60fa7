// Builds of remote-settings that differ from the one the portal under test serves, and their
// deploys: the static server of `pnpm start` serves remote-settings/dist as it is on disk, so
// replacing its files is what a team's deploy to a CDN does. The tests put the original
// build back afterwards, with its timestamps, so `pnpm start` still finds it up to date.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..', '..');
const REMOTE_DIR = join(ROOT, 'remote-settings');
export const SETTINGS_DIST = join(REMOTE_DIR, 'dist');
const WEBPACK_CONFIG = join(__dirname, 'remote-settings.webpack.config.js');

/**
 * Builds remote-settings into a new temporary folder (see the config for `env`); returns it.
 * `webpackConfig`: another fixture's config of remote-settings, also building into REDEPLOY_OUT.
 */
export function buildRemoteSettings(
  env: { REDEPLOY_DESCRIPTION?: string; REDEPLOY_RUNTIME?: string },
  webpackConfig = WEBPACK_CONFIG,
): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'redeploy-remote-settings-'));
  const webpack = join(REMOTE_DIR, 'node_modules', '.bin', 'webpack');
  return new Promise((resolveBuild, rejectBuild) => {
    const build = spawn(webpack, ['--config', webpackConfig, '--mode', 'production'], {
      cwd: REMOTE_DIR,
      env: { ...process.env, ...env, REDEPLOY_OUT: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.once('error', rejectBuild);
    build.once('exit', (code) =>
      code === 0
        ? resolveBuild(outDir)
        : rejectBuild(new Error(`building remote-settings failed (${code}):\n${output}`)),
    );
  });
}

function emptyDir(dir: string): void {
  for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
}

/** Deploys `build` in place of what is served, the previous build's hashed files included. */
export function deployReplacingEverything(build: string): void {
  emptyDir(SETTINGS_DIST);
  cpSync(build, SETTINGS_DIST, { recursive: true });
}

/** A copy of the served build: `putBack` restores it (with its timestamps), `discard` drops it. */
export function keepServedBuild(): { putBack(): void; discard(): void } {
  const copy = mkdtempSync(join(tmpdir(), 'served-remote-settings-'));
  cpSync(SETTINGS_DIST, copy, { recursive: true, preserveTimestamps: true });
  return {
    putBack() {
      emptyDir(SETTINGS_DIST);
      cpSync(copy, SETTINGS_DIST, { recursive: true, preserveTimestamps: true });
    },
    discard() {
      rmSync(copy, { recursive: true, force: true });
    },
  };
}
