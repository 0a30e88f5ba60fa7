import fc from 'fast-check';
import { sql } from 'kysely';
import type { ImportResult } from '@portal/contract';
import { findForbidden } from '../../src/plugins/request-guards';
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

/**
 * Text whose parsed form is what counts (issue 33 §3): a name-like string around a NUL, a
 * lone surrogate, a pair, U+FFFD or a character JSON escapes. A pack's text writes them as
 * escapes, which the body guard reads as plain characters.
 */
const parsedText = fc
  .tuple(
    fc.string({ minLength: 1, maxLength: 10 }),
    fc.constantFrom(
      '\u0000',
      '\ud800',
      '\udbff',
      '\udc00',
      '\udfff',
      '😀',
      '\ufffd',
      '\u2028',
      '"',
      '\\',
    ),
    fc.string({ maxLength: 10 }),
  )
  .map(([before, special, after]) => `${before}${special}${after}`);

/**
 * Every record an import wrote is stored under the name its answer gives (trimmed, as a save
 * trims): a character the database changed (a lone surrogate to U+FFFD) shows here.
 */
async function expectStoredAsAnswered(result: ImportResult) {
  const stored = await ctx.repos.exchange.names({
    tenantId: signedIn.ids.acme.id,
    workspaceId: signedIn.ids.smb.id,
  });
  const names = {
    icp: stored.icp.map((r) => r.name),
    usp: stored.usp.map((r) => r.name),
    brief: stored.brief.map((r) => r.name),
  };
  for (const { kind, name } of result.create) expect(names[kind]).toContain(name.trim());
  for (const { kind, name, resolution, newName } of result.conflicts) {
    if (resolution === 'copy') expect(names[kind]).toContain(newName);
    if (resolution === 'replace') expect(names[kind]).toContain(name.trim());
  }
}

const text = fc.oneof(
  { weight: 8, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
  { weight: 1, arbitrary: parsedText },
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

/**
 * `value` as JSON text with every `step`-th UTF-16 unit of its strings (keys too) written as
 * a \uXXXX escape (0: none): another text, the same parsed pack.
 */
function escapedJson(value: unknown, step: number): string {
  const text = JSON.stringify(value);
  if (step === 0) return text;
  return text.replace(/"(?:[^"\\]|\\.)*"/g, (literal) => {
    const decoded = JSON.parse(literal) as string;
    let out = '';
    for (let i = 0; i < decoded.length; i++) {
      out +=
        i % step === 0
          ? `\\u${decoded.charCodeAt(i).toString(16).padStart(4, '0')}`
          : JSON.stringify(decoded[i]).slice(1, -1);
    }
    return `"${out}"`;
  });
}

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
      .chain((pack) => fc.constantFrom(0, 1, 2, 5).map((step) => escapedJson(pack, step))),
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
        if (response.statusCode === 200) {
          // A record holding a NUL or a lone surrogate once parsed is an error, never imported.
          const { create, conflicts } = response.json<ImportResult>();
          expect(findForbidden({ create, conflicts }, 'answer')).toBeUndefined();
        }
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
        await expectStoredAsAnswered(result);
      },
    ),
    { seed: SEED, numRuns: RUNS * 2 },
  );
}, 600_000);
