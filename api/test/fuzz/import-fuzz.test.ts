import fc from 'fast-check';
import { sql } from 'kysely';
import type { ImportResult } from '@portal/contract';
import { useStaffExchange } from '../helpers/exchange';
import { countOnboardingRows } from '../helpers/onboarding';
import { junkString, junkValue } from './junk';

/**
 * Issue 24's fuzzed import: generated JSON packs and CSV files, most nearly valid, many
 * hostile, sent for real (not dry runs) into one workspace. Every answer is below 500; a
 * refused import leaves every ICP and USP row, revision and audit entry as it was; an accepted
 * one adds exactly the records its answer lists. Reproducible: FUZZ_SEED moves the seed.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = 300;

const { ctx, client, signedIn } = useStaffExchange();
const statuses = new Map<number, number>();

afterAll(() => {
  console.log(`import fuzz answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
});

/** Row counts, the revisions' sum and the audit trail's length: what any write moves. */
async function fingerprint() {
  const db = ctx.database.db;
  const revisions = await sql<{ icps: string | number | null; usps: string | number | null }>`
    select (select sum(revision) from icps) as icps, (select sum(revision) from usps) as usps`.execute(
    db,
  );
  const audit = await db
    .selectFrom('audit_entries')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const counts = await countOnboardingRows(db);
  return {
    ...counts,
    icps: counts.icps!,
    usps: counts.usps!,
    revisions: revisions.rows[0],
    audit: Number(audit.n),
  };
}

const text = fc.oneof(
  { weight: 8, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', ' ', '=1+1', '-x', '@y', "'=z", 'Same name', 'same NAME '),
  },
  { weight: 1, arbitrary: junkString },
);
const icp = fc.record({
  name: text,
  description: text,
  segments: fc.array(fc.record({ name: text, description: text, details: text }), { maxLength: 3 }),
  buyerPersonas: fc.array(
    fc.record({
      name: text,
      description: text,
      isMobilizer: fc.boolean(),
      isBuyingCommittee: fc.boolean(),
    }),
    { maxLength: 2 },
  ),
});
const usp = fc.record({
  name: text,
  differentiator: text,
  products: fc.array(text, { maxLength: 3 }),
  capabilities: fc.array(text, { maxLength: 3 }),
});
/** A record with a key dropped, a value swapped for junk, or as generated. */
const mutated = <T extends object>(record: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 6, arbitrary: record as fc.Arbitrary<unknown> },
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, fc.nat(), junkValue)
        .map(([r, k, v]) => ({ ...r, [Object.keys(r)[k % Object.keys(r).length]!]: v })),
    },
    { weight: 1, arbitrary: junkValue },
  );

const packText = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .record({
        schemaVersion: fc.oneof(
          { weight: 9, arbitrary: fc.constant<unknown>(1) },
          { weight: 1, arbitrary: junkValue },
        ),
        icps: fc.array(mutated(icp), { maxLength: 3 }),
        usps: fc.array(mutated(usp), { maxLength: 3 }),
      })
      .map((pack) => JSON.stringify(pack)),
  },
  { weight: 1, arbitrary: junkString },
  { weight: 1, arbitrary: fc.json() },
);

const HEADERS = {
  icp: [
    'name',
    'description',
    'segment 1 name',
    'segment 1 description',
    'segment 1 details',
    'persona 1 name',
    'persona 1 mobilizer',
  ],
  usp: ['name', 'differentiator', 'product 1', 'product 2', 'capability 1'],
};
/** A cell as a spreadsheet writes it, or broken: a stray quote, a newline, a formula. */
const cell = fc.oneof(
  {
    weight: 6,
    arbitrary: text.map((value) =>
      /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value,
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('yes', 'no', 'maybe', '"', '"a"b', '\r\n', ',') },
  { weight: 1, arbitrary: junkString },
);
const csvText = (kind: 'icp' | 'usp') =>
  fc
    .tuple(
      fc.oneof(
        { weight: 8, arbitrary: fc.shuffledSubarray(HEADERS[kind], { minLength: 1 }) },
        { weight: 1, arbitrary: fc.array(junkString, { maxLength: 4 }) },
      ),
      fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 4 }),
      fc.constantFrom('\r\n', '\n'),
    )
    .map(([header, rows, eol]) =>
      [header.join(','), ...rows.map((row) => row.join(','))].join(eol),
    );

const request = fc.oneof(
  fc.record({
    format: fc.constant('json' as const),
    kind: fc.constantFrom(undefined, 'icp', 'usp', 'all'),
    content: packText,
  }),
  fc.constantFrom('icp' as const, 'usp' as const).chain((kind) =>
    fc.record({
      format: fc.constant('csv' as const),
      kind: fc.constantFrom(kind, kind, kind, undefined),
      content: csvText(kind),
    }),
  ),
);

test(`${RUNS * 2} generated files: no 5xx, a refused import writes nothing, an accepted one what it says`, async () => {
  await fc.assert(
    fc.asyncProperty(
      request,
      fc.constantFrom('skip', 'replace', 'copy'),
      fc.boolean(),
      async (file, onConflict, dryRun) => {
        const before = await fingerprint();
        const response = await client.import(signedIn.ids.smb.id, { ...file, onConflict, dryRun });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode).toBeLessThan(500);
        const after = await fingerprint();
        if (response.statusCode !== 200 || dryRun) {
          expect(after).toEqual(before);
          return;
        }
        const result = response.json<ImportResult>();
        const added = (kind: 'icp' | 'usp') =>
          result.create.filter((row) => row.kind === kind).length +
          result.conflicts.filter((c) => c.kind === kind && c.resolution === 'copy').length;
        const replaced = result.conflicts.filter((c) => c.resolution === 'replace').length;
        expect(result.written).toBe(true);
        expect(after.icps - before.icps).toBe(added('icp'));
        expect(after.usps - before.usps).toBe(added('usp'));
        expect(after.audit - before.audit).toBe(added('icp') + added('usp') + replaced);
      },
    ),
    { seed: SEED, numRuns: RUNS * 2 },
  );
}, 600_000);
