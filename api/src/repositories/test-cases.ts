import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PromptType, SaveTestCaseRequest, TestCase } from '@portal/contract';
import { TEST_CASE_LIMITS } from '@portal/contract/limits';
import { type Db, isPostgres } from '../db/connection';
import type { PromptTestCasesTable } from '../db/schema';
import { type Actor, appendAudit } from './audit';
import { type AuditFields, createdChanges, deletedChanges, updatedChanges } from './audit-changes';
import { lockPrompt } from './prompt-lock';
import { type Caller, membershipsOf } from './tenants';
import { inTransaction } from './transaction';

/**
 * A case as saved: the request plus the input record's name (null for a description). A case
 * on an ICP or USP belongs to that record's tenant (issue 33 §1): read, run, changed and
 * deleted only by whoever reaches it; a case on a typed description is global.
 */
export type TestCaseWrite = SaveTestCaseRequest & { inputName: string | null };

/** A create or update either wrote, found no case, or would pass the type's limit. */
export type TestCaseSave =
  { outcome: 'saved'; testCase: TestCase } | { outcome: 'not-found' } | { outcome: 'type-full' };

/** The tenant a case belongs to: its input record's, or none (a typed description). */
export const tenantOf = (input: TestCase['input']): string | null =>
  input.kind === 'description' ? null : input.tenantId;

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
  tenant_id: tenantOf(write.input),
});

/** What the audit trail keeps of a case (long texts and lists by name only). */
const auditFields = (testCase: TestCase): AuditFields => ({
  promptType: testCase.promptType,
  name: testCase.name,
  input: testCase.input,
  checks: testCase.checks,
});

/** A case on a record is audited in that record's tenant and workspace, a global one in none. */
const audit = (action: 'create' | 'update' | 'delete', testCase: TestCase) => ({
  action,
  entity: 'prompt-test-case' as const,
  entityId: testCase.id,
  tenantId: tenantOf(testCase.input),
  workspaceId: testCase.input.kind === 'description' ? null : testCase.input.workspaceId,
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

/** The cases `caller` reaches: the global ones, and those of its tenants (admins: all). */
const reachable = (db: Db, caller: Caller) =>
  db
    .selectFrom('prompt_test_cases')
    .$if(!caller.isAdmin, (qb) =>
      qb.where((eb) =>
        eb.or([eb('tenant_id', 'is', null), eb('tenant_id', 'in', membershipsOf(db, caller))]),
      ),
    );

const findRow = (db: Db, caller: Caller, id: string) =>
  reachable(db, caller)
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(db) && db.isTransaction, (qb) => qb.forUpdate())
    .executeTakeFirst();

export function createTestCasesRepository(db: Db) {
  return {
    /** A type's cases that `caller` reaches, oldest first. */
    async list(caller: Caller, promptType: PromptType): Promise<TestCase[]> {
      const rows = await reachable(db, caller)
        .selectAll()
        .where('prompt_type', '=', promptType)
        .orderBy('seq')
        .execute();
      return rows.map(toCase);
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
          ...audit('create', testCase),
          changes: createdChanges(auditFields(testCase)),
        });
        return { outcome: 'saved', testCase };
      }),

    /** A case `actor` does not reach is not found, as a missing one. */
    update: (id: string, write: TestCaseWrite, actor: Actor & Caller): Promise<TestCaseSave> =>
      inTransaction(db, async (trx) => {
        await lockType(trx, write.promptType);
        const before = await findRow(trx, actor, id);
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
        await appendAudit(trx, actor, { ...audit('update', testCase), changes });
        return { outcome: 'saved', testCase };
      }),

    /**
     * True when a case was deleted (one `actor` reaches); its audit entry in the same
     * transaction.
     */
    delete: (id: string, actor: Actor & Caller): Promise<boolean> =>
      inTransaction(db, async (trx) => {
        const row = await trx
          .deleteFrom('prompt_test_cases')
          .where('id', '=', id)
          .where('id', 'in', reachable(trx, actor).select('id'))
          .returningAll()
          .executeTakeFirst();
        if (!row) return false;
        const testCase = toCase(row);
        await appendAudit(trx, actor, {
          ...audit('delete', testCase),
          changes: deletedChanges(auditFields(testCase)),
        });
        return true;
      }),
  };
}

export type TestCasesRepository = ReturnType<typeof createTestCasesRepository>;
