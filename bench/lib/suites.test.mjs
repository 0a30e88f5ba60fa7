import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { availableSuites, selectSuites } from './suites.mjs';

describe('suites', () => {
  it('finds folders with a suite.mjs, api before browser before the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-suites-'));
    for (const name of ['zeta', 'browser', 'api', 'lib']) mkdirSync(join(dir, name));
    for (const name of ['zeta', 'browser', 'api']) writeFileSync(join(dir, name, 'suite.mjs'), '');
    assert.deepEqual(availableSuites(dir), ['api', 'browser', 'zeta']);
  });

  it('runs the named suites in the usual order, or all, and refuses unknown names', () => {
    const all = ['api', 'browser'];
    assert.deepEqual(selectSuites([], all), all);
    assert.deepEqual(selectSuites(['browser', 'api'], all), all);
    assert.deepEqual(selectSuites(['api'], all), ['api']);
    assert.throws(() => selectSuites(['apii'], all), /unknown suite apii/);
  });
});
