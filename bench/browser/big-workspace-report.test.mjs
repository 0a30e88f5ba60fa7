import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bigWorkspaceReport } from './big-workspace-report.mjs';
import { percentile } from './interaction-timing.mjs';

test('percentile is nearest-rank: p98 of 10 values is the largest, p50 the 5th', () => {
  const values = [40, 10, 100, 20, 30, 50, 60, 70, 80, 90];
  assert.equal(percentile(values, 98), 100);
  assert.equal(percentile(values, 50), 50);
  assert.equal(percentile([16], 98), 16);
});

test("the report names each goal missed or met, and its metrics' values", () => {
  const timing = (p98) => ({ p98, max: p98 + 10, count: 6 });
  const { table, metrics } = bigWorkspaceReport({
    icps: 500,
    usps: 200,
    form: { segments: 20, personas: 20 },
    runs: 3,
    firstCardMs: 1600.4,
    gridEndMs: 9000,
    cardsInPage: 500,
    tabs: timing(150),
    typing: timing(120),
    typingFloor: timing(30),
  });
  const met = Object.fromEntries(table.rows.map((row) => [row[0].split(' (')[0], row[3]]));
  assert.equal(met['first ICP card'], 'MISSED');
  assert.equal(met['INP switching ICP/USP tabs'], 'ok');
  assert.equal(met['INP typing into a segment description'], 'MISSED');
  assert.deepEqual(metrics, {
    'bigWorkspace.firstIcpCardMs': 1600,
    'bigWorkspace.gridEndMs': 9000,
    'bigWorkspace.cardsInPage': 500,
    'bigWorkspace.tabsInpMs': 150,
    'bigWorkspace.tabsMaxMs': 160,
    'bigWorkspace.typingInpMs': 120,
    'bigWorkspace.typingMaxMs': 130,
    'bigWorkspace.typingFloorInpMs': 30,
  });
});
