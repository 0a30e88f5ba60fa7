import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './portal-parts.mjs';

/** The pnpm that runs this script, else the version the root package.json pins. */
export function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) {
    return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []];
  }
  const { packageManager } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return ['npx', ['--yes', packageManager]];
}
