import { randomUUID } from 'node:crypto';
import { measure } from './load.mjs';

/** Recorded model calls of the scorecard scale case (issue 39 §4: answers within 200 ms). */
export const RECORDED_CALLS = 100_000;
const BATCH = 1_000;
const OUTCOMES = ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'unusable', 'error', 'timeout'];
const FATES = [null, 'kept', 'edited', 'dismissed'];
const DAY = 24 * 60 * 60 * 1000;

/**
 * RECORDED_CALLS calls of one version (`promptId`, `version`), spread over every tenant (the
 * bench's among them), over the last 30 days, with latencies from 200 ms to 20 s: the worst
 * case of one version's scorecard, as an admin reads it (every call counted). Batched inserts
 * in one transaction, as the other scale fixtures.
 */
export async function seedModelCalls(db, { promptId, version }) {
  const tenants = await db.selectFrom('workspaces').select(['id', 'tenant_id']).execute();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (let first = 0; first < RECORDED_CALLS; first += BATCH) {
      const rows = [];
      for (let n = first; n < Math.min(first + BATCH, RECORDED_CALLS); n++) {
        const workspace = tenants[n % tenants.length];
        const outcome = OUTCOMES[n % OUTCOMES.length];
        rows.push({
          id: randomUUID(),
          instruction_id: promptId,
          prompt_type: 'ICP',
          version,
          tenant_id: workspace.tenant_id,
          workspace_id: workspace.id,
          purpose: n % 5 === 0 ? 'test-case' : 'draft',
          model: 'gpt-bench',
          input_tokens: 1_000 + (n % 700),
          output_tokens: 300 + (n % 400),
          latency_ms: 200 + ((n * 7919) % 19_800),
          outcome,
          cost: 0.0004 + (n % 10) / 100_000,
          at_ms: now - ((n * 104_729) % (30 * DAY)),
          fate: outcome === 'ok' ? FATES[n % FATES.length] : null,
        });
      }
      await trx.insertInto('model_calls').values(rows).execute();
    }
  });
}

/**
 * fetch, once more when the first try met a kept-alive socket the server had closed while the
 * calls were seeded (a POST is not retried by fetch itself).
 */
async function fetchFresh(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/**
 * GET the version's scorecard with RECORDED_CALLS calls recorded: as the admin (every
 * tenant's calls counted and ranked) and as staff (Acme's only), one connection each.
 */
export async function measureScorecard(url, staffHeaders, { promptId, version }, log) {
  const answer = await fetchFresh(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@example.com', password: 'admin12345' }),
  });
  if (!answer.ok) throw new Error(`the admin's sign-in failed: ${answer.status}`);
  const adminHeaders = { authorization: `Bearer ${(await answer.json()).token}` };
  const scorecardUrl = `${url}/api/prompts/${promptId}/versions/${version}/scorecard`;
  const checked = await (await fetchFresh(scorecardUrl, { headers: adminHeaders })).json();
  if (checked.calls?.total !== RECORDED_CALLS)
    throw new Error(`the scorecard counts ${checked.calls?.total} calls, not ${RECORDED_CALLS}`);
  const results = {};
  for (const [reader, headers] of [
    ['admin', adminHeaders],
    ['staff', staffHeaders],
  ]) {
    const result = await measure({ url: scorecardUrl, headers, connections: 1 });
    log(
      `scorecard as ${reader}, ${RECORDED_CALLS} calls: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms`,
    );
    results[reader] = { p50Ms: result.p50Ms, p95Ms: result.p95Ms, p99Ms: result.p99Ms };
  }
  return results;
}
