import { sql } from 'kysely';
import type { Scorecard, TenantScorecard } from '@portal/contract';
import { SCORECARD_LIMITS } from '@portal/contract/limits';
import { type Db, isPostgres } from '../db/connection';
import { LATENCY_BUCKET_MS } from '../db/migrations/023-scorecard-tallies';
import { type Caller, membershipsOf, reachOf, sortByName } from './tenants';

/*
 * A version's scorecard (issue 39 §4; bench/api/scorecard.mjs measures it with 100,000 calls
 * of one version, read by an admin, who reads every tenant's):
 * - the totals per tenant from `scorecard_tallies`, which migration 023's triggers keep with
 *   every write of `model_calls`: one row per tenant, however many calls;
 * - the 24-hour rule at read time: how many undecided answers are younger than 24 hours, from
 *   the index of undecided answers only (the rest of the undecided ones are discarded);
 * - the median and p95 by nearest rank: the latency bucket each falls in and its rank there from
 *   `scorecard_latency_buckets` (kept by the same triggers), then one index entry read at that
 *   rank by OFFSET within the bucket, from its nearer end: per tenant from the per-tenant
 *   latency index, over every tenant from the latency index.
 */

/** Purposes whose answers staff save or throw away: they have a fate. */
const ANSWER_PURPOSES = ['draft', 'suggestion', 'revision', 'research'] as const;
const PERCENTILES = [50, 95] as const;
/** Rank reads per statement: SQLite allows 500 terms in a compound SELECT. */
const RANKS_PER_STATEMENT = 200;

type Version = { promptId: string; version: string };
type Latency = TenantScorecard['latencyMs'];
/**
 * One percentile to read, of the calls of `ids` (undefined: every tenant's): the entry at
 * `offset` among those with a latency in [from, below), from the top or the bottom.
 */
type Read = ReturnType<typeof placeOf> & { scope: string; p: number; ids: string[] | undefined };
type Value = number | string | null;
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

/**
 * Where percentile `p` sits among calls counted per latency bucket: its bucket's range and
 * its rank in it, walked from the bucket's nearer end (a p95 is often near the top).
 */
function placeOf(counts: Map<number, number>, p: number) {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  let rank = rankOf(total, p);
  const buckets = [...counts].sort(([a], [b]) => a - b);
  let [bucket, size] = buckets[buckets.length - 1]!;
  for (const [at, calls] of buckets) {
    if (rank < calls) {
      [bucket, size] = [at, calls];
      break;
    }
    rank -= calls;
  }
  const fromTop = size - 1 - rank < rank;
  return {
    from: bucket * LATENCY_BUCKET_MS,
    below: (bucket + 1) * LATENCY_BUCKET_MS,
    fromTop,
    offset: fromTop ? size - 1 - rank : rank,
  };
}

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
   * Per-tenant totals of the tenants with calls; `tenantIds` undefined: every tenant (an
   * admin). `discarded` counts the dismissed answers and the undecided ones older than 24
   * hours as of `now`.
   */
  async function totals(of: Version, tenantIds: string[] | undefined, now: number) {
    const tallies = await db
      .selectFrom('scorecard_tallies')
      .where('instruction_id', '=', of.promptId)
      .where('version', '=', of.version)
      .where('calls', '>', 0)
      .$if(tenantIds !== undefined, (qb) => qb.where('tenant_id', 'in', tenantIds!))
      .select([
        'tenant_id',
        'calls as total',
        'ok',
        'unusable',
        'error',
        'timeout',
        'answers',
        'kept',
        'edited',
        'dismissed',
        'input_tokens',
        'output_tokens',
        'cost',
      ])
      .execute();
    const undecided = (row: (typeof tallies)[number]) =>
      n(row.answers) - n(row.kept) - n(row.edited) - n(row.dismissed);
    const young = tallies.some((row) => undecided(row) > 0)
      ? await youngUndecided(of, tenantIds, now)
      : new Map<string, number>();
    // Neither saved nor dismissed within 24 hours: discarded, as of this read.
    return tallies.map((row): Totals => ({
      ...row,
      discarded: n(row.dismissed) + undecided(row) - (young.get(row.tenant_id) ?? 0),
    }));
  }

  /**
   * Per tenant, the undecided answers younger than 24 hours as of `now`: still pending. The
   * condition is migration 023's partial index's, word for word, so the index serves it.
   */
  async function youngUndecided(of: Version, tenantIds: string[] | undefined, now: number) {
    const rows = await ofVersion(of)
      .where(
        sql<boolean>`fate is null and outcome = 'ok' and purpose in (${sql.join(ANSWER_PURPOSES.map((p) => sql.lit(p)))})`,
      )
      .where('at_ms', '>', now - SCORECARD_LIMITS.discardedAfterMs)
      .$if(tenantIds !== undefined, (qb) => qb.where('tenant_id', 'in', tenantIds!))
      .groupBy('tenant_id')
      .select(['tenant_id', (eb) => eb.fn.countAll<number | string>().as('young')])
      .execute();
    return new Map(rows.map((row) => [row.tenant_id, n(row.young)]));
  }

  /** The latency `read` names: one index entry, at its rank within its bucket. */
  const atRank = (of: Version, read: Read) =>
    ofVersion(of)
      .$if(read.ids !== undefined, (qb) => qb.where('tenant_id', 'in', read.ids!))
      .where('latency_ms', '>=', read.from)
      .where('latency_ms', '<', read.below)
      .select('latency_ms')
      .orderBy('latency_ms', read.fromTop ? 'desc' : 'asc')
      .limit(1)
      .offset(read.offset);

  /** Each read a scalar subquery, RANKS_PER_STATEMENT per statement. */
  async function readEach(of: Version, reads: Read[]): Promise<Value[]> {
    const values: Value[] = [];
    for (let first = 0; first < reads.length; first += RANKS_PER_STATEMENT) {
      const chunk = reads.slice(first, first + RANKS_PER_STATEMENT);
      const { rows } = await sql<Record<string, Value>>`select ${sql.join(
        chunk.map((read, index) => sql`(${atRank(of, read)}) as ${sql.ref(`r${index}`)}`),
      )}`.execute(db);
      values.push(...chunk.map((_, index) => rows[0]?.[`r${index}`] ?? null));
    }
    return values;
  }

  /**
   * PostgreSQL: each tenant's reads in one statement, the ranks in a VALUES list and one
   * correlated subquery per direction, so it is planned once (two hundred scalar subqueries
   * took PostgreSQL ~100 ms to plan). SQLite allows no column in an OFFSET: it reads each.
   */
  async function readPerTenant(of: Version, reads: Read[]): Promise<Value[]> {
    if (reads.length === 0) return [];
    const inOrder = (direction: 'asc' | 'desc') =>
      sql`(select latency_ms from model_calls where instruction_id = ${of.promptId}
        and version = ${of.version} and tenant_id = r.tenant_id
        and latency_ms >= r.lo and latency_ms < r.hi
        order by latency_ms ${sql.raw(direction)} limit 1 offset r.skip)`;
    const { rows } = await sql<{ i: number; latency_ms: Value }>`select r.i,
      case when r.from_top = 1 then ${inOrder('desc')} else ${inOrder('asc')} end as latency_ms
      from (values ${sql.join(
        reads.map(
          (read, i) =>
            sql`(${sql.lit(i)}, ${read.ids![0]}, ${sql.lit(read.from)}, ${sql.lit(read.below)}, ${sql.lit(read.fromTop ? 1 : 0)}, ${sql.lit(read.offset)})`,
        ),
      )}) as r(i, tenant_id, lo, hi, from_top, skip)`.execute(db);
    const values: Value[] = reads.map(() => null);
    for (const row of rows) values[n(row.i)] = row.latency_ms;
    return values;
  }

  /**
   * Median and p95 per scope: each tenant with calls, and '' for all of them together. Where
   * each sits comes from the latency buckets' counts; only its bucket is walked in the index.
   */
  async function percentiles(
    of: Version,
    tenantIds: string[] | undefined,
  ): Promise<Map<string, Latency>> {
    const buckets = await db
      .selectFrom('scorecard_latency_buckets')
      .where('instruction_id', '=', of.promptId)
      .where('version', '=', of.version)
      .where('calls', '>', 0)
      .$if(tenantIds !== undefined, (qb) => qb.where('tenant_id', 'in', tenantIds!))
      .select(['tenant_id', 'bucket', 'calls'])
      .execute();
    const overall = new Map<number, number>();
    const perTenant = new Map<string, Map<number, number>>();
    for (const row of buckets) {
      const calls = n(row.calls);
      overall.set(row.bucket, (overall.get(row.bucket) ?? 0) + calls);
      const own = perTenant.get(row.tenant_id) ?? new Map<number, number>();
      own.set(row.bucket, calls);
      perTenant.set(row.tenant_id, own);
    }
    const readsOf = (scope: string, counts: Map<number, number>, ids: string[] | undefined) =>
      PERCENTILES.map((p) => ({ scope, p, ids, ...placeOf(counts, p) }));
    const all = overall.size === 0 ? [] : readsOf('', overall, tenantIds);
    const each = [...perTenant].flatMap(([tenantId, counts]) =>
      readsOf(tenantId, counts, [tenantId]),
    );
    const values = pg
      ? [...(await readEach(of, all)), ...(await readPerTenant(of, each))]
      : await readEach(of, [...all, ...each]);
    const latency = new Map<string, Latency>();
    [...all, ...each].forEach((read, index) => {
      const entry = latency.get(read.scope) ?? { median: null, p95: null };
      const value = values[index];
      entry[read.p === 50 ? 'median' : 'p95'] =
        value === null || value === undefined ? null : n(value);
      latency.set(read.scope, entry);
    });
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
      const rows = tenantIds?.length === 0 ? [] : await totals(of, tenantIds, now);
      const counts = new Map(rows.map((row) => [row.tenant_id, n(row.total)]));
      const latency = tenantIds?.length === 0 ? new Map() : await percentiles(of, tenantIds);
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
