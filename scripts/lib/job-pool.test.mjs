import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runJobPool } from './job-pool.mjs';

/** A run function that records start/finish order and passes unless told to fail. */
function recorder(failing = []) {
  const events = [];
  let active = 0;
  let maxActive = 0;
  const run = async (job) => {
    active++;
    maxActive = Math.max(maxActive, active);
    events.push(`start ${job.name}`);
    await new Promise((resolve) => setTimeout(resolve, job.ms ?? 5));
    events.push(`end ${job.name}`);
    active--;
    return failing.includes(job.name) ? 'FAILED' : 'passed';
  };
  return { run, events, max: () => maxActive };
}

test('runs independent jobs side by side, never more than the concurrency', async () => {
  const jobs = ['a', 'b', 'c', 'd'].map((name) => ({ name, after: [] }));
  const { run, max } = recorder();
  const results = await runJobPool(jobs, run, 2);
  assert.equal(max(), 2);
  assert.deepEqual([...results.values()], ['passed', 'passed', 'passed', 'passed']);
});

test('starts a job only after every job it depends on has passed', async () => {
  const jobs = [
    { name: 'contract', after: [], ms: 20 },
    { name: 'lint', after: [], ms: 1 },
    { name: 'api', after: ['contract'] },
  ];
  const { run, events } = recorder();
  await runJobPool(jobs, run, 3);
  assert.ok(events.indexOf('start api') > events.indexOf('end contract'), events.join(', '));
});

test('skips the jobs that depend on a failed one and still runs the others', async () => {
  const jobs = [
    { name: 'contract', after: [] },
    { name: 'api', after: ['contract'] },
    { name: 'bench', after: ['api'] },
    { name: 'lint', after: [] },
  ];
  const { run, events } = recorder(['contract']);
  const results = await runJobPool(jobs, run, 1);
  assert.equal(results.get('contract'), 'FAILED');
  assert.equal(results.get('api'), 'skipped (contract failed)');
  assert.equal(results.get('bench'), 'skipped (api failed)');
  assert.equal(results.get('lint'), 'passed');
  assert.ok(!events.includes('start api'));
});

test('a job whose run throws counts as failed', async () => {
  const results = await runJobPool(
    [{ name: 'x', after: [] }],
    () => Promise.reject(new Error('boom')),
    1,
  );
  assert.equal(results.get('x'), 'FAILED');
});
