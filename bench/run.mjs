#!/usr/bin/env node
// `pnpm bench [suite …]`: runs the suites (all by default), prints their tables and merges
// their results into bench-results/latest.json. See docs/benchmarks.md.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LATEST, machineInfo, mergeResults, readResults, writeResults } from './lib/results.mjs';
import { availableSuites, BENCH_DIR, selectSuites } from './lib/suites.mjs';
import { formatTable } from './lib/table.mjs';

async function runSuite(name) {
  const log = (message) => console.log(`[${name}] ${message}`);
  const started = Date.now();
  const { run } = await import(pathToFileURL(join(BENCH_DIR, name, 'suite.mjs')).href);
  const result = await run({ log });
  log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  return { tables: result.tables, metrics: result.metrics };
}

async function main() {
  let names;
  try {
    names = selectSuites(process.argv.slice(2), availableSuites());
  } catch (error) {
    console.error(`bench: ${error.message}`);
    process.exit(2);
  }
  const date = new Date().toISOString();
  const machine = machineInfo();
  if (machine.loadAvg1m > machine.cpus / 2) {
    console.warn(
      `bench: the machine is busy (load average ${machine.loadAvg1m} on ${machine.cpus} CPUs); expect lower, noisier numbers`,
    );
  }
  const suites = {};
  let failed = false;
  for (const name of names) {
    try {
      suites[name] = await runSuite(name);
    } catch (error) {
      // One broken suite must not throw away the others' numbers.
      console.error(`[${name}] failed:`, error);
      failed = true;
    }
  }

  for (const [name, { tables }] of Object.entries(suites)) {
    for (const table of tables)
      console.log(`\n${formatTable({ ...table, title: `${name}: ${table.title}` })}`);
  }
  if (Object.keys(suites).length > 0) {
    writeResults(mergeResults(readResults(), { date, machine, suites }));
    console.log(`\nbench: results written to ${LATEST}`);
  }
  if (failed) process.exitCode = 1;
}

await main();
