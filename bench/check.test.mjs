import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { evaluate, valueOf } from './check.mjs';

const results = {
  suites: {
    api: { metrics: { 'sqlite.icpList.bytes': 1000, 'sqlite.icpList.c10.rps': 400 } },
  },
};
const budget = (fields) => ({ unit: 'x', goal: 'a goal', gate: true, ...fields });

describe('valueOf', () => {
  it('finds a metric under its suite by the rest of its name', () => {
    assert.equal(valueOf(results, 'api.sqlite.icpList.c10.rps'), 400);
    assert.equal(valueOf(results, 'api.postgres.icpList.c10.rps'), undefined);
    assert.equal(valueOf(results, 'browser.anything'), undefined);
  });
});

describe('evaluate', () => {
  it('passes when every gated value is within its limits', () => {
    const { verdicts, failed } = evaluate(
      [
        budget({ metric: 'api.sqlite.icpList.bytes', max: 1000 }),
        budget({ metric: 'api.sqlite.icpList.c10.rps', min: 400 }),
      ],
      results,
    );
    assert.equal(failed, false);
    assert.deepEqual(
      verdicts.map((v) => v.status),
      ['ok', 'ok'],
    );
  });

  it('fails when a gated max or min is breached', () => {
    assert.equal(
      evaluate([budget({ metric: 'api.sqlite.icpList.bytes', max: 999 })], results).failed,
      true,
    );
    assert.equal(
      evaluate([budget({ metric: 'api.sqlite.icpList.c10.rps', min: 401 })], results).failed,
      true,
    );
  });

  it('reports a missed budget that is not a gate without failing', () => {
    const { verdicts, failed } = evaluate(
      [budget({ metric: 'api.sqlite.icpList.c10.rps', min: 500, gate: false })],
      results,
    );
    assert.equal(failed, false);
    assert.equal(verdicts[0].status, 'MISSED');
  });

  it('fails on a gated metric that was not measured, not on an ungated one', () => {
    const missing = (gate) =>
      evaluate([budget({ metric: 'api.postgres.x', max: 1, gate })], results);
    assert.equal(missing(true).failed, true);
    assert.equal(missing(false).failed, false);
    assert.equal(missing(false).verdicts[0].status, 'missing');
  });
});

describe('bench:check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-check-'));
  const check = (max) => {
    const budgets = join(dir, `budgets-${max}.json`);
    const latest = join(dir, 'latest.json');
    writeFileSync(budgets, JSON.stringify([budget({ metric: 'api.sqlite.icpList.bytes', max })]));
    writeFileSync(latest, JSON.stringify(results));
    const script = fileURLToPath(new URL('./check.mjs', import.meta.url));
    return spawnSync(process.execPath, [script, budgets, latest], { encoding: 'utf8' });
  };

  it('exits 0 and prints ok when the gates hold', () => {
    const run = check(2000);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /ok +1000 +≤ 2000 x +gate +api\.sqlite\.icpList\.bytes +a goal/);
  });

  it('exits non-zero and prints MISSED when a gate is breached', () => {
    const run = check(10);
    assert.equal(run.status, 1);
    assert.match(run.stdout, /MISSED/);
  });
});
