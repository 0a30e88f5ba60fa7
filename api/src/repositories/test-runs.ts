import { createHash, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { TestCaseResult, TestCaseRun, TestPassRate } from '@portal/contract';
import type { Db } from '../db/connection';
import type { PromptTestRunsTable } from '../db/schema';
import { type Caller, reachOf } from './tenants';

/**
 * The hash a run is found by: of the text as saving stores it (trimmed), so a draft run and
 * the version saved from it unchanged share it.
 */
export const textHash = (promptContent: string) =>
  createHash('sha256').update(promptContent.trim()).digest('base64url');

/**
 * A result as kept: with its case's tenant (issue 33 §2), null for a global case and '' for
 * one whose tenant is not known (migration 015: a case deleted before it), which no member
 * reaches. Never answered: it decides who reads the result.
 */
export type KeptResult = TestCaseResult & { tenantId: string | null };

export interface TestRunWrite {
  promptId: string;
  version: string | null;
  promptContent: string;
  model: string;
  ranAt: string;
  ranBy: string;
  results: KeptResult[];
}

/**
 * A run as `reaches` may read it: only the results of cases it reaches (global ones and those
 * of its tenants), `passed` and `total` counted over those alone.
 */
function toRun(
  row: Selectable<PromptTestRunsTable>,
  reaches: (tenantId: string) => boolean,
): TestCaseRun {
  const results = (JSON.parse(row.results) as KeptResult[])
    .filter(({ tenantId }) => tenantId === null || reaches(tenantId))
    .map(({ tenantId: _tenant, ...result }): TestCaseResult => result);
  return {
    id: row.id,
    promptId: row.prompt_id,
    version: row.version,
    model: row.model,
    ranAt: new Date(row.ran_at).toISOString(),
    ranBy: row.ran_by,
    passed: results.filter((result) => result.status === 'pass').length,
    total: results.length,
    results,
  };
}

export function createTestRunsRepository(db: Db) {
  /** The latest run of `promptId` on exactly `promptContent` (one index range, newest first). */
  async function latestOn(promptId: string, promptContent: string) {
    const row = await db
      .selectFrom('prompt_test_runs')
      .selectAll()
      .where('prompt_id', '=', promptId)
      .where('content_hash', '=', textHash(promptContent))
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row;
  }

  return {
    /**
     * Keeps a run; runs are only ever inserted. Answered as its runner reads it: the run holds
     * only the cases the runner listed.
     */
    async insert(write: TestRunWrite, runner: Caller): Promise<TestCaseRun> {
      const passed = write.results.filter((result) => result.status === 'pass').length;
      const row = await db
        .insertInto('prompt_test_runs')
        .values({
          id: randomUUID(),
          prompt_id: write.promptId,
          version: write.version,
          content_hash: textHash(write.promptContent),
          model: write.model,
          ran_at: write.ranAt,
          ran_by: write.ranBy,
          passed,
          total: write.results.length,
          results: JSON.stringify(write.results),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRun(row, await reachOf(db, runner));
    },

    /** A kept run by its id, as `reader` may read it (a run in progress names it once done). */
    async find(reader: Caller, id: string): Promise<TestCaseRun | null> {
      const row = await db
        .selectFrom('prompt_test_runs')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toRun(row, await reachOf(db, reader)) : null;
    },

    /**
     * A version's results as `reader` may read them: the latest run on its text, answered as
     * that version's.
     */
    async ofVersion(
      reader: Caller,
      version: { id: string; version: string; promptContent: string },
    ): Promise<TestCaseRun | null> {
      const row = await latestOn(version.id, version.promptContent);
      return row ? { ...toRun(row, await reachOf(db, reader)), version: version.version } : null;
    },

    /**
     * The latest run on a version's text, its results with their cases' tenants (never
     * answered as they are: the scorecard counts them per tenant the reader reaches).
     */
    async latestResults(version: { id: string; promptContent: string }) {
      const row = await latestOn(version.id, version.promptContent);
      return row ? (JSON.parse(row.results) as KeptResult[]) : null;
    },

    /** Each given active version's latest run, for those that have one, as `reader` reads it. */
    async passRates(
      reader: Caller,
      actives: readonly { id: string; version: string; promptContent: string }[],
    ): Promise<TestPassRate[]> {
      const reaches = await reachOf(db, reader);
      const runs = await Promise.all(
        actives.map(async (active) => {
          const row = await latestOn(active.id, active.promptContent);
          return { active, run: row && toRun(row, reaches) };
        }),
      );
      return runs.flatMap(({ active, run }) =>
        run
          ? [
              {
                promptId: active.id,
                version: active.version,
                passed: run.passed,
                total: run.total,
                ranAt: run.ranAt,
              },
            ]
          : [],
      );
    },
  };
}

export type TestRunsRepository = ReturnType<typeof createTestRunsRepository>;
