#!/usr/bin/env node
// `pnpm bench:check [budgets.json] [latest.json]`: compares the latest results with the
// budgets. Fails only on a gated budget that is breached or has no measurement: byte sizes
// are deterministic and gated; times and throughput depend on the machine and are reported.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LATEST, readResults } from './lib/results.mjs';
import { formatTable } from './lib/table.mjs';

const BUDGETS = join(dirname(fileURLToPath(import.meta.url)), 'budgets.json');

/** `api.sqlite.x` is metric `sqlite.x` of suite `api` (a suite may also use the full name). */
export function valueOf(results, metric) {
  const dot = metric.indexOf('.');
  const metrics = results?.suites?.[metric.slice(0, dot)]?.metrics ?? {};
  const value = metrics[metric.slice(dot + 1)] ?? metrics[metric];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** One verdict per budget: ok, MISSED, or missing; `failed` when a gate is not met. */
export function evaluate(budgets, results) {
  const verdicts = budgets.map((budget) => {
    const value = valueOf(results, budget.metric);
    const ok =
      value !== undefined &&
      (budget.max === undefined || value <= budget.max) &&
      (budget.min === undefined || value >= budget.min);
    return { ...budget, value, ok, status: value === undefined ? 'missing' : ok ? 'ok' : 'MISSED' };
  });
  return { verdicts, failed: verdicts.some((v) => v.gate && !v.ok) };
}

const limitOf = ({ min, max, unit }) =>
  [min !== undefined && `≥ ${min}`, max !== undefined && `≤ ${max}`].filter(Boolean).join(' and ') +
  ` ${unit}`;

export function report({ verdicts }) {
  return formatTable({
    title: 'Budgets (gate: a miss fails the check; report: shown only)',
    columns: ['result', 'value', 'limit', 'gate', 'metric', 'goal'],
    rows: verdicts.map((v) => [
      v.status,
      v.value ?? '-',
      limitOf(v),
      v.gate ? 'gate' : 'report',
      v.metric,
      v.goal,
    ]),
  });
}

function main([budgetsPath = BUDGETS, resultsPath = LATEST]) {
  const outcome = evaluate(JSON.parse(readFileSync(budgetsPath, 'utf8')), readResults(resultsPath));
  console.log(report(outcome));
  if (outcome.failed) {
    console.error('\nbench:check: a gated budget was missed or not measured (run `pnpm bench`).');
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
