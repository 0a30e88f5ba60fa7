import type { Prompt } from '@portal/contract';
import type { Db } from '../../src/db/connection';
import { createRepositories, type Repositories } from '../../src/repositories';
import { createPromptOverridesRepository } from '../../src/repositories/prompt-overrides';
import { createPromptsRepository } from '../../src/repositories/prompts';
import { nextVersion } from '../../src/repositories/versions';
import { inTransaction } from '../../src/repositories/transaction';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { held as heldOpen, untilAnotherWaits } from '../helpers/lock-wait';
import { snapshotPrompts, versionsOf } from '../helpers/prompts';

let database: TestDatabase;
let repos: Repositories;
beforeAll(async () => {
  database = await createTestDatabase();
  repos = createRepositories(database.db);
});
afterAll(() => database.drop());

const TEXT = { description: 'Research brief', promptType: 'USP', promptContent: 'Draft' } as const;
const snapshot = () => snapshotPrompts(database.db);
// Matched by message: better-sqlite3's error class comes from the first test file's realm.
const CHECK_VIOLATION = { message: expect.stringMatching(/check constraint/i) };
const UNIQUE_VIOLATION = { message: expect.stringMatching(/unique/i) };

/** A raw row of `prompt` with the given changes, bypassing the repository. */
const insertRow = (db: Db, prompt: Prompt, changes: Record<string, unknown>) =>
  db
    .insertInto('prompts')
    .values({
      id: prompt.id,
      version: prompt.version,
      description: prompt.description,
      prompt_type: prompt.promptType,
      prompt_content: prompt.promptContent,
      is_active: 0,
      ...changes,
    })
    .execute();

describe('version numbering', () => {
  test.each([
    ['1.0', '1.1'],
    ['1.1', '1.2'],
    ['1.9', '1.10'],
    ['2.41', '2.42'],
  ])('%s is followed by %s', (version, next) => {
    expect(nextVersion(version)).toBe(next);
  });
});

describe('prompts repository: edits', () => {
  test('a failing insert of the new version leaves the edited one active', async () => {
    const v10 = await repos.prompts.create(TEXT, null);
    const before = await snapshot();
    // Blank after trimming: no API schema lets it through, the database's CHECK refuses it.
    await expect(
      repos.prompts.edit(v10, { ...TEXT, promptContent: '  ' }, null),
    ).rejects.toMatchObject(CHECK_VIOLATION);
    expect(await snapshot()).toEqual(before);
    expect(await versionsOf(database.db, v10.id)).toEqual([['1.0', true]]);
  });

  test('an edit waiting on another edit of the same version finds it inactive, writes nothing', async () => {
    const v10 = await repos.prompts.create(TEXT, null);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inFirst = new Promise<void>((resolve) => (entered = resolve));
    // The first edit has deactivated 1.0 and inserted 1.1, but has not committed yet.
    const first = inTransaction(database.db, async (trx) => {
      const edit = await createPromptsRepository(trx).edit(
        v10,
        { ...TEXT, promptContent: 'A' },
        null,
      );
      entered();
      await held;
      return edit;
    });
    await inFirst;
    let secondDone = false;
    const second = repos.prompts.edit(v10, { ...TEXT, promptContent: 'B' }, null).finally(() => {
      secondDone = true;
    });
    // It waits: on 1.0's row lock (PostgreSQL) or for the one connection (SQLite).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(secondDone).toBe(false);
    release();
    expect((await first).outcome).toBe('edited');
    expect(await second).toEqual({ outcome: 'not-active' });
    expect(await versionsOf(database.db, v10.id)).toEqual([
      ['1.0', false],
      ['1.1', true],
    ]);
    expect((await repos.prompts.list()).find((p) => p.id === v10.id)!.promptContent).toBe('A');
  });
});

/** The audit actions recorded for one prompt, oldest first. */
const auditActions = async (id: string) =>
  (
    await database.db
      .selectFrom('audit_entries')
      .select('action')
      .where('entity_id', '=', id)
      .orderBy('seq')
      .execute()
  ).map((row) => row.action);

/** A transaction on this file's database held open until `release()`. */
const held = <T>(write: (trx: Db) => Promise<T>) => heldOpen(database.db, write);

describe('prompts repository: a delete racing an edit or a restore', () => {
  let actor: { id: string; username: string };
  beforeAll(async () => {
    actor = await database.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', '=', 'staff@example.com')
      .executeTakeFirstOrThrow();
  });

  test.each([
    ['an edit', 'update'],
    ['a restore', 'restore'],
  ] as const)(
    'a delete that waited on %s removes the version it added too',
    async (_label, action) => {
      const v10 = await repos.prompts.create(TEXT, actor);
      await repos.prompts.edit(v10, { ...TEXT, promptContent: 'B' }, actor);
      // The write has deactivated 1.1 and inserted 1.2, and has not committed yet.
      const write = held(async (trx): Promise<string> => {
        const prompts = createPromptsRepository(trx);
        return action === 'update'
          ? (await prompts.edit({ id: v10.id, version: '1.1' }, TEXT, actor)).outcome
          : (await prompts.restore(v10, '1.1', actor)).outcome;
      });
      await write.written;
      const deleted = repos.prompts.delete(v10.id, actor);
      await untilAnotherWaits(database.db);
      write.release();
      expect(await write.result).toBe(action === 'update' ? 'edited' : 'restored');
      expect(await deleted).toBe('deleted');
      expect(await versionsOf(database.db, v10.id)).toEqual([]);
      expect(await auditActions(v10.id)).toEqual(['create', 'update', action, 'delete']);
    },
  );

  test('an edit that waited on a delete finds nothing and writes nothing', async () => {
    const v10 = await repos.prompts.create(TEXT, actor);
    const deletion = held((trx) => createPromptsRepository(trx).delete(v10.id, actor));
    await deletion.written;
    const edit = repos.prompts.edit(v10, { ...TEXT, promptContent: 'B' }, actor);
    await untilAnotherWaits(database.db);
    deletion.release();
    expect(await deletion.result).toBe('deleted');
    expect(await edit).toEqual({ outcome: 'not-found' });
    expect(await versionsOf(database.db, v10.id)).toEqual([]);
    expect(await auditActions(v10.id)).toEqual(['create', 'delete']);
  });

  // A tenant's pin names a version by foreign key: a pin and a delete of its instruction take
  // turns too, so neither answers with the database's refusal (a 500).
  const globexId = () =>
    database.db
      .selectFrom('tenants')
      .select('id')
      .where('name', '=', 'Globex')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const pinsTo = (id: string) =>
    database.db.selectFrom('prompt_overrides').select('id').where('prompt_id', '=', id).execute();

  test('a pin that waited on a delete of its instruction finds no version and writes nothing', async () => {
    const v10 = await repos.prompts.create(TEXT, actor);
    const tenantId = await globexId();
    const deletion = held((trx) => createPromptsRepository(trx).delete(v10.id, actor));
    await deletion.written;
    const pin = repos.promptOverrides.put(
      tenantId,
      'USP',
      { promptId: v10.id, version: '1.0' },
      actor,
    );
    await untilAnotherWaits(database.db);
    deletion.release();
    expect(await deletion.result).toBe('deleted');
    expect(await pin).toEqual({ outcome: 'version-not-found' });
    expect(await pinsTo(v10.id)).toEqual([]);
  });

  test('a delete that waited on a pin removes that pin with the instruction', async () => {
    const v10 = await repos.prompts.create(TEXT, actor);
    const tenantId = await globexId();
    const pin = held((trx) =>
      createPromptOverridesRepository(trx).put(
        tenantId,
        'USP',
        { promptId: v10.id, version: '1.0' },
        actor,
      ),
    );
    await pin.written;
    const deleted = repos.prompts.delete(v10.id, actor);
    await untilAnotherWaits(database.db);
    pin.release();
    expect((await pin.result).outcome).toBe('created');
    expect(await deleted).toBe('deleted');
    expect(await pinsTo(v10.id)).toEqual([]);
    expect(await versionsOf(database.db, v10.id)).toEqual([]);
  });
});

describe('prompts table: the database refuses what the API never writes', () => {
  test('a second active version of one prompt', async () => {
    const v10 = await repos.prompts.create(TEXT, null);
    const before = await snapshot();
    await expect(
      insertRow(database.db, v10, { version: '1.1', is_active: 1 }),
    ).rejects.toMatchObject(UNIQUE_VIOLATION);
    expect(await snapshot()).toEqual(before);
    // Inactive versions beside the active one are history, and fine.
    await insertRow(database.db, v10, { version: '0.9' });
  });

  test('a second row for one (id, version)', async () => {
    const v10 = await repos.prompts.create(TEXT, null);
    await expect(insertRow(database.db, v10, {})).rejects.toMatchObject(UNIQUE_VIOLATION);
  });

  test.each([
    ['an unknown type', { prompt_type: 'SUMMARY' }],
    ['a blank description', { version: '2.0', description: '' }],
    ['a blank content', { version: '2.0', prompt_content: '' }],
  ])('%s', async (_label, changes) => {
    const v10 = await repos.prompts.create(TEXT, null);
    await expect(insertRow(database.db, v10, { version: '3.0', ...changes })).rejects.toMatchObject(
      CHECK_VIOLATION,
    );
  });
});
