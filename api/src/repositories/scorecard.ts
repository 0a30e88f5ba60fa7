import { type ExpressionBuilder, sql } from 'kysely';
import type { Scorecard, TenantScorecard } from '@portal/contract';
import { SCORECARD_LIMITS } from '@portal/contract/limits';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { type Caller, membershipsOf, reachOf, sortByName } from './tenants';

/** Purposes whose answers staff save or throw away: they have a fate. */
const ANSWER_PURPOSES = ['draft', 'suggestion', 'revision', 'research'] as const;

/** A scope's numbers before the test cases are added. */
type CallNumbers = Omit<TenantScorecard, 'tenantId' | 'tenantName' | 'testCases'>;
/** A test case's result as kept, with its case's tenant (null: a global case). */
type TestResult = { tenantId: string | null; status: string };
/** Test results per scope: '' for every reached tenant, else a tenant's id. */
type TestCaseNumbers = Map<string, Scorecard['testCases']>;

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
/** The nearest rank of percentile `p` among `count` values (1-based): ceil(count·p/100). */
const rank = (count: number, p: number) => Math.floor((count * p + 99) / 100);

/**
 * A version's calls the reader may count: admins every tenant's; others only their live
 * tenants', outside archived workspaces (issue 34 §2), as the version's artifacts are listed.
 */
const inReach =
  (db: Db, reader: Caller, of: { promptId: string; version: string }) =>
  (eb: ExpressionBuilder<Database, 'model_calls'>) =>
    eb.and([
      eb('instruction_id', '=', of.promptId),
      eb('version', '=', of.version),
      ...(reader.isAdmin
        ? []
        : [
            eb('tenant_id', 'in', membershipsOf(db, reader)),
            eb.or([
              eb('workspace_id', 'is', null),
              eb(
                'workspace_id',
                'not in',
                eb
                  .selectFrom('workspaces')
                  .select('workspaces.id')
                  .where('workspaces.archived_at', 'is not', null),
              ),
            ]),
          ]),
    ]);

/** Sums a condition's rows. */
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number | string>`sum(case when ${condition} then 1 else 0 end)`;

/**
 * Two queries on the version's index: per-tenant totals (grouped), and the latencies at the
 * median's and p95's ranks, per tenant and over all reached tenants (window functions, so
 * only those rows leave the database, whatever the number of calls).
 */
export function createScorecardRepository(db: Db) {
  async function totals(reader: Caller, of: { promptId: string; version: string }, now: number) {
    const answered = sql`outcome = 'ok' and purpose in (${sql.join(ANSWER_PURPOSES.map((p) => sql.lit(p)))})`;
    const cutoff = now - SCORECARD_LIMITS.discardedAfterMs;
    return (await db
      .selectFrom('model_calls')
      .where(inReach(db, reader, of))
      .groupBy('tenant_id')
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
        countWhere(
          sql`${answered} and (fate = 'dismissed' or (fate is null and at_ms <= ${cutoff}))`,
        ).as('discarded'),
        (eb) => eb.fn.sum<number | string | null>('input_tokens').as('input_tokens'),
        (eb) => eb.fn.sum<number | string | null>('output_tokens').as('output_tokens'),
        (eb) => eb.fn.sum<number | string | null>('cost').as('cost'),
      ])
      .execute()) as Totals[];
  }

  /** Latencies at the ranks: per tenant (`tenant`), and over all (`all`, tenant ''). */
  async function percentiles(reader: Caller, of: { promptId: string; version: string }) {
    const ranked = db
      .selectFrom('model_calls')
      .where(inReach(db, reader, of))
      .select([
        'tenant_id',
        'latency_ms',
        sql<number>`row_number() over (partition by tenant_id order by latency_ms)`.as('tr'),
        sql<number>`count(*) over (partition by tenant_id)`.as('tn'),
        sql<number>`row_number() over (order by latency_ms)`.as('ar'),
        sql<number>`count(*) over ()`.as('an'),
      ]);
    const onRank = (r: string, c: string, p: number) =>
      sql`${sql.ref(r)} = (${sql.ref(c)} * ${sql.lit(p)} + 99) / 100`;
    const rows = await db
      .selectFrom(ranked.as('c'))
      .selectAll()
      .where(
        sql<boolean>`${onRank('tr', 'tn', 50)} or ${onRank('tr', 'tn', 95)} or ${onRank('ar', 'an', 50)} or ${onRank('ar', 'an', 95)}`,
      )
      .execute();
    const latency = new Map<string, { median: number | null; p95: number | null }>();
    const at = (scope: string) => {
      let entry = latency.get(scope);
      if (!entry) latency.set(scope, (entry = { median: null, p95: null }));
      return entry;
    };
    for (const row of rows) {
      const ms = n(row.latency_ms);
      const [tr, tn, ar, an] = [n(row.tr), n(row.tn), n(row.ar), n(row.an)];
      if (tr === rank(tn, 50)) at(row.tenant_id).median = ms;
      if (tr === rank(tn, 95)) at(row.tenant_id).p95 = ms;
      if (ar === rank(an, 50)) at('').median = ms;
      if (ar === rank(an, 95)) at('').p95 = ms;
    }
    return latency;
  }

  return {
    /**
     * The version's scorecard as `reader` may read it: over every tenant it reaches, then per
     * tenant (those with calls or test results), by name. `now` decides which unsaved answers
     * are discarded (older than 24 hours).
     */
    async of(
      reader: Caller,
      of: { promptId: string; version: string },
      now: number,
      /** The results of the latest test-case run on the version's text, with their tenants. */
      testResults: readonly TestResult[] | null,
    ): Promise<Scorecard> {
      const [rows, latency, reaches] = await Promise.all([
        totals(reader, of, now),
        percentiles(reader, of),
        reachOf(db, reader),
      ]);
      const testCases = testCaseNumbers(testResults, reaches);
      const numbers = (scope: string, parts: Totals[]): CallNumbers => {
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
          latencyMs: latency.get(scope) ?? { median: null, p95: null },
          tokens: { input: sum('input_tokens'), output: sum('output_tokens') },
          cost: sum('cost'),
        };
      };
      const tenantIds = [
        ...new Set([
          ...rows.map((row) => row.tenant_id),
          ...[...testCases.keys()].filter((id) => id !== ''),
        ]),
      ];
      const names =
        tenantIds.length === 0
          ? []
          : await db
              .selectFrom('tenants')
              .select(['id', 'name'])
              .where('id', 'in', tenantIds)
              .execute();
      const tenants = sortByName(names).map(({ id, name }) => ({
        tenantId: id,
        tenantName: name,
        ...numbers(
          id,
          rows.filter((row) => row.tenant_id === id),
        ),
        testCases: testCases.get(id) ?? null,
      }));
      return {
        promptId: of.promptId,
        version: of.version,
        ...numbers('', rows),
        testCases: testCases.get('') ?? null,
        tenants,
      };
    },
  };
}

export type ScorecardRepository = ReturnType<typeof createScorecardRepository>;

/**
 * The test results the scorecard shows: of the version's latest run (null: none), over the
 * cases the reader reaches (global ones and its tenants'), and per reached tenant its own.
 */
function testCaseNumbers(
  results: readonly TestResult[] | null,
  reaches: (tenantId: string) => boolean,
): TestCaseNumbers {
  const numbers: TestCaseNumbers = new Map();
  if (!results) return numbers;
  const tally = (scope: string, passed: boolean) => {
    const entry = numbers.get(scope) ?? { passed: 0, total: 0, rate: 0 };
    entry.passed += passed ? 1 : 0;
    entry.total += 1;
    entry.rate = entry.passed / entry.total;
    numbers.set(scope, entry);
  };
  for (const { tenantId, status } of results) {
    if (tenantId !== null && !reaches(tenantId)) continue;
    tally('', status === 'pass');
    if (tenantId !== null) tally(tenantId, status === 'pass');
  }
  return numbers;
}
