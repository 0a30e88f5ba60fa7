import { type RawBuilder, sql } from 'kysely';
import type { Scorecard, TenantScorecard } from '@portal/contract';
import { SCORECARD_LIMITS } from '@portal/contract/limits';
import { type Db, isPostgres } from '../db/connection';
import { type Caller, membershipsOf, reachOf, sortByName } from './tenants';

/*
 * A version's scorecard (issue 39 §4), read from migration 021's indexes (bench/api/scorecard.mjs
 * measures it with 100,000 calls of one version):
 * - the totals, grouped by tenant (every column they sum is in the per-tenant index);
 * - the median and p95 by nearest rank: on PostgreSQL `percentile_disc` in the same query; on
 *   SQLite each one row read at its rank by OFFSET in latency order, per tenant from the
 *   per-tenant index, over every tenant from the latency index.
 */

/** Purposes whose answers staff save or throw away: they have a fate. */
const ANSWER_PURPOSES = ['draft', 'suggestion', 'revision', 'research'] as const;
const PERCENTILES = [50, 95] as const;
/** Rank reads per statement: SQLite allows 500 terms in a compound SELECT. */
const RANKS_PER_STATEMENT = 200;

type Version = { promptId: string; version: string };
type Latency = TenantScorecard['latencyMs'];
/** A test case's result as kept, with its case's tenant (null: a global case). */
type TestResult = { tenantId: string | null; status: string };

interface Totals {
  tenant_id: string;
  total: number | string;
  ok: number | string | null;
  unusable: number | string | null;
  error: number | string | null;
  timeout: number | string | null;
  answers: number | string | null;
  kept: number | string | null;
  edited: number | string | null;
  discarded: number | string | null;
  input_tokens: number | string | null;
  output_tokens: number | string | null;
  cost: number | string | null;
}

const n = (value: number | string | null | undefined) => Number(value ?? 0);
const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);
/** The nearest rank of percentile `p` among `count` values, 0-based: ceil(count·p/100) − 1. */
const rankOf = (count: number, p: number) => Math.ceil((count * p) / 100) - 1;

/** Sums a condition's rows. */
const countWhere = (condition: RawBuilder<unknown>) =>
  sql<number | string>`sum(case when ${condition} then 1 else 0 end)`;

/** The test results per scope ('' for all the reader reaches, else a tenant's own cases). */
function testCaseNumbers(
  results: readonly TestResult[] | null,
  reaches: (tenantId: string) => boolean,
): Map<string, Scorecard['testCases']> {
  const numbers = new Map<string, NonNullable<Scorecard['testCases']>>();
  const tally = (scope: string, passed: boolean) => {
    const entry = numbers.get(scope) ?? { passed: 0, total: 0, rate: 0 };
    entry.passed += passed ? 1 : 0;
    entry.total += 1;
    entry.rate = entry.passed / entry.total;
    numbers.set(scope, entry);
  };
  for (const { tenantId, status } of results ?? []) {
    if (tenantId !== null && !reaches(tenantId)) continue;
    tally('', status === 'pass');
    if (tenantId !== null) tally(tenantId, status === 'pass');
  }
  return numbers;
}

/** One scope's numbers from its tenants' totals and its percentiles. */
function numbersOf(parts: Totals[], latencyMs: Latency) {
  const sum = (key: keyof Omit<Totals, 'tenant_id'>) =>
    parts.reduce((total, row) => total + n(row[key]), 0);
  const [kept, edited, discarded] = [sum('kept'), sum('edited'), sum('discarded')];
  const decided = kept + edited + discarded;
  return {
    calls: {
      total: sum('total'),
      ok: sum('ok'),
      unusable: sum('unusable'),
      error: sum('error'),
      timeout: sum('timeout'),
    },
    answers: {
      total: sum('answers'),
      kept,
      edited,
      discarded,
      pending: sum('answers') - decided,
      keptRate: rate(kept, decided),
      editedRate: rate(edited, decided),
      discardedRate: rate(discarded, decided),
    },
    latencyMs,
    tokens: { input: sum('input_tokens'), output: sum('output_tokens') },
    cost: sum('cost'),
  };
}

export function createScorecardRepository(db: Db) {
  const pg = isPostgres(db);
  const ofVersion = (of: Version) =>
    db
      .selectFrom('model_calls')
      .where('instruction_id', '=', of.promptId)
      .where('version', '=', of.version);

  /**
   * Per-tenant totals; `tenantIds` undefined: every tenant (an admin). On PostgreSQL also each
   * tenant's median and p95 and, in one more row (`overall` 1), those over all of them:
   * `percentile_disc` is the nearest rank, and grouping sets give both in one scan.
   */
  async function totals(of: Version, tenantIds: string[] | undefined, now: number) {
    const answered = sql`outcome = 'ok' and purpose in (${sql.join(ANSWER_PURPOSES.map((p) => sql.lit(p)))})`;
    const cutoff = now - SCORECARD_LIMITS.discardedAfterMs;
    return (await ofVersion(of)
      .$if(tenantIds !== undefined, (qb) => qb.where('tenant_id', 'in', tenantIds!))
      .$if(!pg, (qb) => qb.groupBy('tenant_id'))
      .$if(pg, (qb) =>
        qb
          .groupBy(sql`grouping sets ((tenant_id), ())`)
          .select([
            sql<number | null>`percentile_disc(0.5) within group (order by latency_ms)`.as(
              'median',
            ),
            sql<number | null>`percentile_disc(0.95) within group (order by latency_ms)`.as('p95'),
            sql<number>`grouping(tenant_id)`.as('overall'),
          ]),
      )
      .select([
        'tenant_id',
        (eb) => eb.fn.countAll<number | string>().as('total'),
        countWhere(sql`outcome = 'ok'`).as('ok'),
        countWhere(sql`outcome = 'unusable'`).as('unusable'),
        countWhere(sql`outcome = 'error'`).as('error'),
        countWhere(sql`outcome = 'timeout'`).as('timeout'),
        countWhere(answered).as('answers'),
        countWhere(sql`${answered} and fate = 'kept'`).as('kept'),
        countWhere(sql`${answered} and fate = 'edited'`).as('edited'),
        // Neither saved nor dismissed within 24 hours: discarded, as of this read.
        countWhere(
          sql`${answered} and (fate = 'dismissed' or (fate is null and at_ms <= ${cutoff}))`,
        ).as('discarded'),
        (eb) => eb.fn.sum<number | string | null>('input_tokens').as('input_tokens'),
        (eb) => eb.fn.sum<number | string | null>('output_tokens').as('output_tokens'),
        (eb) => eb.fn.sum<number | string | null>('cost').as('cost'),
      ])
      .execute()) as (Totals & { median?: number | null; p95?: number | null; overall?: number })[];
  }

  /** The latency at 0-based `rank` of the calls of `tenantIds` (undefined: every tenant). */
  const atRank = (of: Version, tenantIds: string[] | undefined, rank: number) =>
    ofVersion(of)
      .$if(tenantIds !== undefined, (qb) => qb.where('tenant_id', 'in', tenantIds!))
      .select('latency_ms')
      .orderBy('latency_ms')
      .limit(1)
      .offset(rank);

  /** Median and p95 per scope: each tenant of `counts`, and '' for all of them together. */
  async function percentiles(
    of: Version,
    counts: Map<string, number>,
    tenantIds: string[] | undefined,
  ): Promise<Map<string, Latency>> {
    const reads: { scope: string; p: number; rank: number; ids: string[] | undefined }[] = [];
    const all = [...counts.values()].reduce((a, b) => a + b, 0);
    for (const p of PERCENTILES) {
      if (all > 0) reads.push({ scope: '', p, rank: rankOf(all, p), ids: tenantIds });
      for (const [tenantId, count] of counts) {
        reads.push({ scope: tenantId, p, rank: rankOf(count, p), ids: [tenantId] });
      }
    }
    const latency = new Map<string, Latency>();
    for (let first = 0; first < reads.length; first += RANKS_PER_STATEMENT) {
      const chunk = reads.slice(first, first + RANKS_PER_STATEMENT);
      // One statement of scalar subqueries, each an index range read at its rank.
      const { rows } = await sql<Record<string, number | string | null>>`select ${sql.join(
        chunk.map(
          (read, index) => sql`(${atRank(of, read.ids, read.rank)}) as ${sql.ref(`r${index}`)}`,
        ),
      )}`.execute(db);
      chunk.forEach((read, index) => {
        const entry = latency.get(read.scope) ?? { median: null, p95: null };
        const value = rows[0]?.[`r${index}`];
        entry[read.p === 50 ? 'median' : 'p95'] = value === null ? null : n(value);
        latency.set(read.scope, entry);
      });
    }
    return latency;
  }

  return {
    /**
     * The version's scorecard as `reader` may read it: over every tenant it reaches (admins:
     * all), then per such tenant with calls or test results, by name. `now` decides which
     * unsaved answers are discarded (older than 24 hours).
     */
    async of(
      reader: Caller,
      of: Version,
      now: number,
      /** The results of the latest test-case run on the version's text, with their tenants. */
      testResults: readonly TestResult[] | null,
    ): Promise<Scorecard> {
      const tenantIds = reader.isAdmin
        ? undefined
        : (await membershipsOf(db, reader).execute()).map((row) => row.tenant_id);
      const grouped = tenantIds?.length === 0 ? [] : await totals(of, tenantIds, now);
      const rows = grouped.filter((row) => !n(row.overall));
      const counts = new Map(rows.map((row) => [row.tenant_id, n(row.total)]));
      // PostgreSQL read the percentiles with the totals; SQLite, which has no percentile
      // function, reads each at its rank.
      const latency = pg
        ? new Map(
            grouped.map((row) => [
              n(row.overall) ? '' : row.tenant_id,
              { median: row.median ?? null, p95: row.p95 ?? null },
            ]),
          )
        : await percentiles(of, counts, tenantIds);
      const testCases = testCaseNumbers(testResults, await reachOf(db, reader));
      const none: Latency = { median: null, p95: null };

      const ids = [...new Set([...counts.keys(), ...testCases.keys()])].filter((id) => id !== '');
      const names =
        ids.length === 0
          ? []
          : await db.selectFrom('tenants').select(['id', 'name']).where('id', 'in', ids).execute();
      return {
        promptId: of.promptId,
        version: of.version,
        ...numbersOf(rows, latency.get('') ?? none),
        testCases: testCases.get('') ?? null,
        tenants: sortByName(names).map(({ id, name }) => ({
          tenantId: id,
          tenantName: name,
          ...numbersOf(
            rows.filter((row) => row.tenant_id === id),
            latency.get(id) ?? none,
          ),
          testCases: testCases.get(id) ?? null,
        })),
      };
    },
  };
}

export type ScorecardRepository = ReturnType<typeof createScorecardRepository>;
