import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chainDepth } from './chain-depth.mjs';

test('requests fetched side by side after the document are one step', () => {
  const { depth, chain } = chainDepth([
    { url: 'doc', start: 0, end: 10 },
    { url: 'a.js', start: 11, end: 50 },
    { url: 'b.js', start: 12, end: 40 },
  ]);
  assert.equal(depth, 2);
  assert.deepEqual(chain, ['doc', 'a.js']);
});

test('a request started after another ended follows it, an overlapping one does not', () => {
  const { depth, chain } = chainDepth([
    { url: 'api', start: 60, end: 80 },
    { url: 'doc', start: 0, end: 10 },
    { url: 'main.js', start: 11, end: 30 },
    { url: 'config', start: 31, end: 35 },
    { url: 'early', start: 25, end: 90 },
  ]);
  assert.equal(depth, 4);
  assert.deepEqual(chain, ['doc', 'main.js', 'config', 'api']);
});

test('no requests: depth 0', () => {
  assert.deepEqual(chainDepth([]), { depth: 0, chain: [] });
});
