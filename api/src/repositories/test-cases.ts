import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PromptType, SaveTestCaseRequest, TestCase } from '@portal/contract';
import { TEST_CASE_LIMITS } from '@portal/contract/limits';
import { type Db, isPostgres } from '../db/connection';
import type { PromptTestCasesTable } from '../db/schema';
import { type Actor, appendAudit } from './audit';
import { type AuditFields, createdChanges, deletedChanges, updatedChanges } from './audit-changes';
import { lockPrompt } from './prompt-lock';
import { inTransaction } from './transaction';

/** A case as saved: the request plus the input record's name (null for a description). */
export type TestCaseWrite = SaveTestCaseRequest & { inputName: string | null };

/** A create or update either wrote, found no case, or would pass the type's limit. */
export type TestCaseSave =
  { outcome: 'saved'; testCase: TestCase } | { outcome: 'not-found' } | { outcome: 'type-full' };

const toCase = (row: Selectable<PromptTestCasesTable>): TestCase => ({
  id: row.id,
  promptType: row.prompt_type,
  name: row.name,
  input: JSON.parse(row.input) as TestCase['input'],
  inputName: row.input_name,
  checks: JSON.parse(row.checks) as TestCase['checks'],
  updatedAt: new Date(row.updated_at).toISOString(),
});

const columnsOf = (write: TestCaseWrite) => ({
  prompt_type: write.promptType,
  name: write.name.trim(),
  input: JSON.stringify(write.input),
  input_name: write.inputName,
  checks: JSON.stringify(write.checks),
});

/** What the audit trail keeps of a case (long texts and lists by name only). */
const auditFields = (testCase: TestCase): AuditFields => ({
  promptType: testCase.promptType,
  name: testCase.name,
  input: testCase.input,
  checks: testCase.checks,
});

const audit = (action: 'create' | 'update' | 'delete', entityId: string) => ({
  action,
  entity: 'prompt-test-case' as const,
  entityId,
  tenantId: null,
  workspaceId: null,
});

/**
 * Writes to one type's cases take turns on PostgreSQL (an advisory lock under the type's own
 * key), so two creates cannot both pass the per-type count; SQLite runs one writer at a time.
 */
const lockType = (trx: Db, promptType: PromptType) => lockPrompt(trx, `test-cases:${promptType}`);

async function countOf(trx: Db, promptType: PromptType): Promise<number> {
  const row = await trx
    .selectFrom('prompt_test_cases')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('prompt_type', '=', promptType)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const findRow = (db: Db, id: string) =>
  db
    .selectFrom('prompt_test_cases')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(db) && db.isTransaction, (qb) => qb.forUpdate())
    .executeTakeFirst();

export function createTestCasesRepository(db: Db) {
  return {
    /** A type's cases, oldest first. */
    async list(promptType: PromptType): Promise<TestCase[]> {
      const rows = await db
        .selectFrom('prompt_test_cases')
        .selectAll()
        .where('prompt_type', '=', promptType)
        .orderBy('seq')
        .execute();
      return rows.map(toCase);
    },

    async find(id: string): Promise<TestCase | undefined> {
      const row = await findRow(db, id);
      return row && toCase(row);
    },

    create: (write: TestCaseWrite, actor: Actor | null): Promise<TestCaseSave> =>
      inTransaction(db, async (trx) => {
        await lockType(trx, write.promptType);
        if ((await countOf(trx, write.promptType)) >= TEST_CASE_LIMITS.perType) {
          return { outcome: 'type-full' };
        }
        const row = await trx
          .insertInto('prompt_test_cases')
          .values({ id: randomUUID(), ...columnsOf(write) })
          .returningAll()
          .executeTakeFirstOrThrow();
        const testCase = toCase(row);
        await appendAudit(trx, actor, {
          ...audit('create', testCase.id),
          changes: createdChanges(auditFields(testCase)),
        });
        return { outcome: 'saved', testCase };
      }),

    update: (id: string, write: TestCaseWrite, actor: Actor | null): Promise<TestCaseSave> =>
      inTransaction(db, async (trx) => {
        await lockType(trx, write.promptType);
        const before = await findRow(trx, id);
        if (!before) return { outcome: 'not-found' };
        if (
          before.prompt_type !== write.promptType &&
          (await countOf(trx, write.promptType)) >= TEST_CASE_LIMITS.perType
        ) {
          return { outcome: 'type-full' };
        }
        const row = await trx
          .updateTable('prompt_test_cases')
          .set({ ...columnsOf(write), updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const testCase = toCase(row);
        const changes = updatedChanges(auditFields(toCase(before)), auditFields(testCase));
        await appendAudit(trx, actor, { ...audit('update', id), changes });
        return { outcome: 'saved', testCase };
      }),

    /** True when a case was deleted; its audit entry in the same transaction. */
    delete: (id: string, actor: Actor | null): Promise<boolean> =>
      inTransaction(db, async (trx) => {
        const row = await trx
          .deleteFrom('prompt_test_cases')
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (!row) return false;
        await appendAudit(trx, actor, {
          ...audit('delete', id),
          changes: deletedChanges(auditFields(toCase(row))),
        });
        return true;
      }),
  };
}

export type TestCasesRepository = ReturnType<typeof createTestCasesRepository>;
