import type { GateResult, PromptType } from '@portal/contract';
import type { Db } from '../db/connection';
import { textHash } from './test-runs';

/** A case the gate names, with its tenant (null: global), so each reader sees what it reaches. */
export interface GateCase {
  caseId: string;
  caseName: string;
  tenantId: string | null;
}

/** The gate as the server decides it: every case, whoever reaches it. Stored on the release. */
export interface FullGate {
  status: GateResult['status'];
  total: number;
  passed: number;
  failing: GateCase[];
  notRun: GateCase[];
}

interface KeptResult {
  caseId: string;
  status: 'pass' | 'fail' | 'error';
}

const time = (value: Date | string) => new Date(value).getTime();

/**
 * The gate of one exact text (issue 35 §3): each saved case of the type counts by its newest
 * result among the runs on exactly this text made after the case was last saved. Runs are
 * merged because each runner runs only the cases it reaches: an editor of Acme and one of
 * Globex together cover a type. A model error counts as a failure: the case did not pass.
 */
export async function gateOf(
  db: Db,
  promptType: PromptType,
  version: { id: string; promptContent: string },
): Promise<FullGate> {
  const cases = await db
    .selectFrom('prompt_test_cases')
    .select(['id', 'name', 'tenant_id', 'updated_at'])
    .where('prompt_type', '=', promptType)
    .orderBy('seq')
    .execute();
  const runs = await db
    .selectFrom('prompt_test_runs')
    .select(['ran_at', 'results'])
    .where('prompt_id', '=', version.id)
    .where('content_hash', '=', textHash(version.promptContent))
    .orderBy('seq', 'desc')
    .execute();
  const parsed = runs.map((run) => ({
    ranAt: time(run.ran_at),
    results: new Map(
      (JSON.parse(run.results) as KeptResult[]).map((result) => [result.caseId, result.status]),
    ),
  }));
  const failing: GateCase[] = [];
  const notRun: GateCase[] = [];
  let passed = 0;
  for (const row of cases) {
    const named = { caseId: row.id, caseName: row.name, tenantId: row.tenant_id };
    const savedAt = time(row.updated_at);
    const status = parsed
      .find((run) => run.ranAt >= savedAt && run.results.has(row.id))
      ?.results.get(row.id);
    if (status === undefined) notRun.push(named);
    else if (status === 'pass') passed++;
    else failing.push(named);
  }
  const status =
    cases.length === 0
      ? 'no-cases'
      : failing.length > 0
        ? 'failing'
        : notRun.length > 0
          ? 'not-run'
          : 'passed';
  return { status, total: cases.length, passed, failing, notRun };
}

/** The gate as `reaches` may read it: cases of other tenants counted, not named. */
export function gateAsSeen(gate: FullGate, reaches: (tenantId: string) => boolean): GateResult {
  const seen = (item: GateCase) => item.tenantId === null || reaches(item.tenantId);
  const named = (items: GateCase[]) =>
    items.filter(seen).map(({ caseId, caseName }) => ({ caseId, caseName }));
  const failing = named(gate.failing);
  const notRun = named(gate.notRun);
  return {
    status: gate.status,
    total: gate.total,
    passed: gate.passed,
    failing,
    notRun,
    hidden: gate.failing.length + gate.notRun.length - failing.length - notRun.length,
  };
}

/** "'Names its segments' and 2 more": what a refusal says of the cases, as its reader may know them. */
export function caseList(items: GateCase[], reaches: (tenantId: string) => boolean): string {
  const names = items
    .filter((item) => item.tenantId === null || reaches(item.tenantId))
    .map((item) => `'${item.caseName}'`);
  const more = items.length - names.length;
  if (names.length === 0) return `${more} in tenants you do not reach`;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}
