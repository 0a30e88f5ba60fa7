// @ts-check
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PluginKind, declareClassPlugin } from '@stryker-mutator/api/plugin';

/**
 * Writes each mutant no test killed to reports/survivors.txt the moment it is tested, so
 * tests can be written while a run of an hour is still going (the other reporters write only
 * at the end, and a stopped run writes nothing). `STRYKER_SURVIVORS_FILE` moves it.
 */
class SurvivorsReporter {
  /** @type {string} */
  file;

  constructor() {
    this.file = path.resolve(process.env.STRYKER_SURVIVORS_FILE ?? 'reports/survivors.txt');
  }

  onDryRunCompleted() {
    // A fresh checkout has no reports folder before the other reporters write at the end.
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, '');
  }

  /** @param {import('@stryker-mutator/api/core').MutantResult} mutant */
  onMutantTested(mutant) {
    if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') return;
    // A reporter gets the report schema's positions: line and column both count from 1.
    const { line, column } = mutant.location.start;
    const file = path.relative(process.cwd(), mutant.fileName);
    const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 160);
    appendFileSync(
      this.file,
      `${file}:${line}:${column} ${mutant.status} ${mutant.mutatorName}: ${replacement}\n`,
    );
  }
}

export const strykerPlugins = [
  declareClassPlugin(PluginKind.Reporter, 'survivors', SurvivorsReporter),
];
