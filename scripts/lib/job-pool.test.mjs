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

test('a job past its time limit fails as timed out, is told to stop, and its dependents are skipped', async () => {
  const told = [];
  const timedOut = [];
  const run = (job, { signal }) =>
    new Promise((resolve) => {
      if (job.name === 'hangs') {
        // Stops only when told, as the runner's process-group kill does.
        signal.addEventListener('abort', () => {
          told.push(signal.reason.message);
          resolve('FAILED');
        });
      } else setTimeout(() => resolve('passed'), 5);
    });
  const jobs = [
    { name: 'hangs', after: [], timeoutMs: 30 },
    { name: 'after-it', after: ['hangs'] },
    { name: 'other', after: [] },
  ];
  const results = await runJobPool(jobs, run, 2, {
    timeoutMs: 10_000,
    onTimeout: (job, ms) => timedOut.push(`${job.name} ${ms}`),
  });
  assert.equal(results.get('hangs'), 'TIMED OUT (after 0s)');
  assert.equal(results.get('after-it'), 'skipped (hangs failed)');
  assert.equal(results.get('other'), 'passed');
  assert.deepEqual(told, ['hangs timed out after 0s']);
  assert.deepEqual(timedOut, ['hangs 30']);
});

test('the pool-wide limit applies to a job without its own, and names the time', async () => {
  const run = (job) => new Promise((resolve) => setTimeout(() => resolve('passed'), job.ms));
  const jobs = [
    { name: 'slow', after: [], ms: 2_000 },
    { name: 'quick', after: [], ms: 1 },
  ];
  const results = await runJobPool(jobs, run, 2, { timeoutMs: 1_000, graceMs: 10 });
  assert.equal(results.get('slow'), 'TIMED OUT (after 1s)');
  assert.equal(results.get('quick'), 'passed');
});

test('a job that ignores the signal still frees its slot after the grace period', async () => {
  const started = [];
  const run = (job) => {
    started.push(job.name);
    // Never settles: a process that would not die.
    return job.name === 'stuck' ? new Promise(() => {}) : Promise.resolve('passed');
  };
  const jobs = [
    { name: 'stuck', after: [], timeoutMs: 20 },
    { name: 'next', after: [] },
  ];
  const results = await runJobPool(jobs, run, 1, { graceMs: 20 });
  assert.match(results.get('stuck'), /^TIMED OUT/);
  assert.equal(results.get('next'), 'passed');
  assert.deepEqual(started, ['stuck', 'next']);
});

test('a job within its limit is not stopped', async () => {
  let aborted = false;
  const run = async (job, { signal }) => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    aborted = signal.aborted;
    return 'passed';
  };
  const results = await runJobPool([{ name: 'x', after: [], timeoutMs: 1_000 }], run, 1);
  assert.equal(results.get('x'), 'passed');
  assert.equal(aborted, false);
});

test('a job waits for those it follows (waitFor) but runs whatever their result', async () => {
  const jobs = [
    { name: 'unit', after: [], ms: 20 },
    { name: 'build', after: [], ms: 1 },
    { name: 'browser', after: ['build'], waitFor: ['unit'] },
  ];
  const { run, events } = recorder(['unit']);
  const results = await runJobPool(jobs, run, 3);
  assert.equal(results.get('unit'), 'FAILED');
  assert.equal(results.get('browser'), 'passed');
  assert.ok(events.indexOf('start browser') > events.indexOf('end unit'), events.join(', '));
});
