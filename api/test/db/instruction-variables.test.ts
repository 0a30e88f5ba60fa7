import type { PromptType } from '@portal/contract';
import { analyseTemplate } from '@portal/contract/template';
import { Migrator } from 'kysely';
import { migrateToLatest, migrations } from '../../src/db/migrate';
import { RESEARCH, SEED_PROMPTS } from '../../src/db/seed-prompts';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/** The seeded instructions as they were before the catalogue (issue 20): frozen here. */
const OLD_SEED_TEXTS: [PromptType, string, string][] = [
  [
    'ICP',
    'Initial ICP generation prompt',
    'You are a B2B go-to-market strategist. From the company description below, draft an Ideal ' +
      'Customer Profile: a name, a one-paragraph customer description, and 2–4 segments, each ' +
      'with a name, a description and concrete qualifying details.\n\nCompany: {{company}}',
  ],
  [
    'ICP',
    'Segments must carry measurable qualifiers',
    'You are a B2B go-to-market strategist. From the company description below, draft ' +
      'an Ideal Customer Profile: a name, a one-paragraph customer description, and 2–4 ' +
      'segments. Every segment needs a name, a description and details that a sales rep ' +
      'can check before a first call: employee count, revenue band, tech stack, region.' +
      '\n\nAnswer in JSON matching the ICP schema. Do not invent customer names.' +
      '\n\nCompany: {{company}}',
  ],
  [
    'BUYER_PERSONA',
    'Buyer personas for an ICP',
    'For the Ideal Customer Profile below, list the 3–5 roles involved in buying. For each, ' +
      'give a name (job title), what they are measured on, and whether they mobilise the ' +
      'deal internally and whether they sit on the buying committee.\n\nICP: {{icp}}',
  ],
  [
    'USP',
    'USP from products and capabilities',
    'Write a unique selling proposition for the products and capabilities below. Lead ' +
      'with the one differentiator a competitor cannot claim, in at most two sentences, ' +
      'then keep the capabilities as a list.\n\nProducts: {{products}}\n' +
      'Capabilities: {{capabilities}}',
  ],
  [
    'COMPANY_RESEARCH',
    'Account research brief',
    'Research the company at {{domain}} from public sources. Summarise in under 200 words: ' +
      'what it sells and to whom, its size and growth signals, recent news (last 6 months) ' +
      'and the likely owner of {{problem_area}}. Cite a source for every claim.',
  ],
];

const LEGACY = /\{\{\s*(company|domain|icp|products|capabilities|problem_area)\s*\}\}/;

/** Every seeded text by its description: version 1.0 and the edits after it. */
/**
 * The seed's texts as 007 rewrote them: today's, without the research brief's lines, which the
 * seed gained with issue 39 (fresh databases only: no migration adds them to a text in use).
 */
const NEW_SEED_TEXTS = new Map(
  SEED_PROMPTS.flatMap(({ first, edits }) => [first, ...edits]).map((text) => [
    text.description,
    text.promptContent.replace(RESEARCH, ''),
  ]),
);

const rowsOf = (database: TestDatabase) =>
  database.db
    .selectFrom('prompts')
    .select(['id', 'version', 'description', 'prompt_type', 'prompt_content', 'is_active'])
    .select('updated_at')
    .orderBy('seq')
    .execute();

describe('007-instruction-variables', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false, seed: false });
    // The schema as it was before this migration, holding the old seeded texts.
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '007'));
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => before },
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    await database.db
      .insertInto('prompts')
      .values([
        ...OLD_SEED_TEXTS.map(([type, description, content], index) => ({
          id: `seed-${index}`,
          version: '1.0',
          description,
          prompt_type: type,
          prompt_content: content,
          is_active: 1,
        })),
        // A placeholder its type has no value for stays: the check refuses it until edited.
        {
          id: 'user-text',
          version: '1.0',
          description: 'Written by staff',
          prompt_type: 'USP',
          prompt_content: 'For {{ company }}, given {{icp}}:{{products}}',
          is_active: 1,
        },
      ])
      .execute();
  });
  afterAll(() => database?.drop());

  test('rewrites every legacy placeholder in catalogue names, as the seed now writes them', async () => {
    const before = await rowsOf(database);
    expect(await migrateToLatest(database.db)).toContain('007-instruction-variables');
    const after = await rowsOf(database);

    const seeded = after.filter((row) => row.id.startsWith('seed-'));
    expect(seeded).toHaveLength(OLD_SEED_TEXTS.length);
    for (const row of seeded) {
      expect(row.prompt_content).not.toMatch(LEGACY);
      expect(analyseTemplate(row.prompt_content, row.prompt_type).problems).toEqual([]);
      expect(row.prompt_content).toBe(NEW_SEED_TEXTS.get(row.description));
    }
    // Only the text changed: versions, flags and timestamps are as they were.
    const withoutText = (rows: typeof before) =>
      rows.map(({ prompt_content: _text, ...row }) => JSON.stringify(row));
    expect(withoutText(after)).toEqual(withoutText(before));
  });

  test("leaves a placeholder its type's catalogue has no value for", async () => {
    const row = (await rowsOf(database)).find((r) => r.id === 'user-text')!;
    expect(row.prompt_content).toBe(
      'For {{tenant.name}}{{#tenant.primaryDomain}} ({{tenant.primaryDomain}})' +
        '{{/tenant.primaryDomain}}{{#workspace.description}}. {{workspace.description}}' +
        '{{/workspace.description}}, given {{icp}}:\n{{#usp.products}}- {{.}}\n{{/usp.products}}',
    );
    expect(analyseTemplate(row.prompt_content, 'USP').problems[0]?.message).toBe(
      'Unknown variable "{{icp}}" on line 1',
    );
  });
});

test("a fresh seeded database's instructions all pass the check", async () => {
  const database = await createTestDatabase();
  try {
    const rows = await rowsOf(database);
    expect(rows.length).toBeGreaterThan(SEED_PROMPTS.length);
    for (const row of rows) {
      expect(row.prompt_content).not.toMatch(LEGACY);
      expect(analyseTemplate(row.prompt_content, row.prompt_type).problems).toEqual([]);
    }
  } finally {
    await database.drop();
  }
});
