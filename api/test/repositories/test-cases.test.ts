import type { Db } from '../../src/db/connection';
import { createRepositories, type Repositories } from '../../src/repositories';
import { createTestCasesRepository, type TestCaseWrite } from '../../src/repositories/test-cases';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { held, untilAnotherWaits } from '../helpers/lock-wait';

/** Saved test cases (issue 21 §3): the per-type limit holds when creates race. */
let database: TestDatabase;
let repos: Repositories;
beforeAll(async () => {
  database = await createTestDatabase();
  repos = createRepositories(database.db);
});
afterAll(() => database.drop());

const actor = { id: 'user-1', username: 'staff@example.com' };
const write = (name: string): TestCaseWrite => ({
  promptType: 'ICP_EDIT',
  name,
  input: { kind: 'description', companyDescription: 'We plan freight.' },
  inputName: null,
  checks: { parses: false, namesSegments: false, bannedPhrases: [], maxWords: null },
});

test('a create that waited on another of the same type sees it: the 21st is refused', async () => {
  for (let n = 1; n <= 19; n += 1) await repos.testCases.create(write(`Case ${n}`), actor);
  // The 20th is inserted and not committed yet.
  const twentieth = held(database.db, (trx: Db) =>
    createTestCasesRepository(trx).create(write('Case 20'), actor),
  );
  await twentieth.written;

  const twentyFirst = repos.testCases.create(write('Case 21'), actor);
  try {
    await untilAnotherWaits(database.db);
  } finally {
    // Without the type's lock nothing waits: the test fails here, not by hanging.
    twentieth.release();
  }

  expect((await twentieth.result).outcome).toBe('saved');
  expect(await twentyFirst).toEqual({ outcome: 'type-full' });
  expect(await repos.testCases.list({ ...actor, isAdmin: true }, 'ICP_EDIT')).toHaveLength(20);
});
