import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Gitignored: numbers belong to a machine and a moment, not to the repository. */
export const LATEST = join(ROOT, 'bench-results', 'latest.json');

export function machineInfo() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cpus: cpus.length,
    memGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    // Others' work on the machine lowers every number; this says how busy it was at the start.
    loadAvg1m: Math.round(os.loadavg()[0] * 100) / 100,
  };
}

export function readResults(path = LATEST) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * This run's suites replace their previous results; suites not run this time keep theirs,
 * each with the date it was measured, so a partial run never loses the other numbers.
 */
export function mergeResults(previous, { date, machine, suites }) {
  const dated = Object.fromEntries(
    Object.entries(suites).map(([name, result]) => [name, { date, ...result }]),
  );
  return { date, machine, suites: { ...previous?.suites, ...dated } };
}

export function writeResults(results, path = LATEST) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(results, null, 2) + '\n');
}
