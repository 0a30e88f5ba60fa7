import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mergeResults } from './results.mjs';

describe('mergeResults', () => {
  const machine = { cpus: 2 };

  it('keeps the suites this run did not run, with their own date, and replaces the ones it ran', () => {
    const previous = {
      date: '2026-01-01T00:00:00.000Z',
      suites: {
        api: { date: '2026-01-01T00:00:00.000Z', tables: [], metrics: { a: 1 } },
        browser: { date: '2026-01-01T00:00:00.000Z', tables: [], metrics: { b: 2 } },
      },
    };
    const merged = mergeResults(previous, {
      date: '2026-02-02T00:00:00.000Z',
      machine,
      suites: { api: { tables: [], metrics: { a: 3 } } },
    });
    assert.deepEqual(merged, {
      date: '2026-02-02T00:00:00.000Z',
      machine,
      suites: {
        api: { date: '2026-02-02T00:00:00.000Z', tables: [], metrics: { a: 3 } },
        browser: previous.suites.browser,
      },
    });
  });

  it('starts from nothing on a first run', () => {
    const merged = mergeResults(undefined, {
      date: 'd',
      machine,
      suites: { api: { tables: [], metrics: {} } },
    });
    assert.deepEqual(Object.keys(merged.suites), ['api']);
  });
});
