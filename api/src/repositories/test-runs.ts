import { createHash, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { TestCaseResult, TestCaseRun, TestPassRate } from '@portal/contract';
import type { Db } from '../db/connection';
import type { PromptTestRunsTable } from '../db/schema';

/**
 * The hash a run is found by: of the text as saving stores it (trimmed), so a draft run and
 * the version saved from it unchanged share it.
 */
export const textHash = (promptContent: string) =>
  createHash('sha256').update(promptContent.trim()).digest('base64url');

export interface TestRunWrite {
  promptId: string;
  version: string | null;
  promptContent: string;
  model: string;
  ranAt: string;
  ranBy: string;
  results: TestCaseResult[];
}

const toRun = (row: Selectable<PromptTestRunsTable>): TestCaseRun => ({
  id: row.id,
  promptId: row.prompt_id,
  version: row.version,
  model: row.model,
  ranAt: new Date(row.ran_at).toISOString(),
  ranBy: row.ran_by,
  passed: Number(row.passed),
  total: Number(row.total),
  results: JSON.parse(row.results) as TestCaseResult[],
});

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
    return row && toRun(row);
  }

  return {
    /** Keeps a run; runs are only ever inserted. */
    async insert(write: TestRunWrite): Promise<TestCaseRun> {
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
      return toRun(row);
    },

    /** A version's results: the latest run on its text, answered as that version's. */
    async ofVersion(version: {
      id: string;
      version: string;
      promptContent: string;
    }): Promise<TestCaseRun | null> {
      const run = await latestOn(version.id, version.promptContent);
      return run ? { ...run, version: version.version } : null;
    },

    /** Each given active version's latest run, for those that have one. */
    async passRates(
      actives: readonly { id: string; version: string; promptContent: string }[],
    ): Promise<TestPassRate[]> {
      const runs = await Promise.all(
        actives.map(async (active) => ({
          active,
          run: await latestOn(active.id, active.promptContent),
        })),
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
