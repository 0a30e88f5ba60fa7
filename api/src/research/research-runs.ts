import type {
  ResearchRequest,
  ResearchResponse,
  ResearchRunProgress,
  SessionUser,
} from '@portal/contract';
import { BackgroundWork, runView } from '../background/runs';
import { askDraft, type DraftContext, prepareDraft } from '../drafts/draft';
import { ApiError, notFound } from '../errors';
import type { Caller, Repositories } from '../repositories';
import type { ProgressRow } from '../repositories/background-runs';

export const RESEARCH_RUN_NOT_FOUND = 'Research run not found';
/** What a failed research says when the failure was not the model's (a bug, a lost database). */
export const RESEARCH_STOPPED = 'The research stopped on an error';

/** The waited research's answer: the model's sections, no sources (model knowledge). */
export async function researchOnce(
  input: ResearchRequest,
  context: DraftContext,
): Promise<ResearchResponse> {
  const researched = await askDraft(await prepareDraft('brief', input, context), context);
  return { proposal: { ...researched.draft, sources: [] }, generation: researched.generation };
}

/**
 * 'Research the company' that goes on without the browser that started it (issue 39 §5), on
 * this API instance's background work (background/runs.ts). Its row keeps the tenant and
 * workspace: the tenant's members read it (another tenant's run is a 404, as a missing one),
 * the workspace's latest is what the research panel shows on load. Done, its result is the
 * proposal, nothing saved; failed, the model's reason as the waited research says it.
 */
export class ResearchRuns {
  private readonly work: BackgroundWork;

  constructor(
    private readonly repos: Repositories,
    log: { error: (object: unknown, message: string) => void },
  ) {
    this.work = new BackgroundWork(repos.backgroundRuns, log);
  }

  /**
   * Refuses before it starts as the waited research does (400, 404, 409
   * MODEL_NOT_CONFIGURED), keeps the run, and asks the model after the answer.
   */
  async start(
    input: ResearchRequest,
    context: Omit<DraftContext, 'signal' | 'caller'> & { caller: SessionUser },
  ): Promise<ResearchRunProgress> {
    const prepared = await prepareDraft('brief', input, context);
    const scope = { tenantId: input.tenantId, workspaceId: input.workspaceId };
    const runs = this.repos.backgroundRuns;
    const row = await runs.start({
      kind: 'research',
      scope,
      startedBy: context.caller,
      at: context.now(),
      // One call: whose it is, and whether it ended (what a test-case run counts).
      cases: [{ tenantId: input.tenantId, done: false }],
    });
    const controller = new AbortController();
    this.work.launch(
      row,
      controller,
      async () => {
        const researched = await askDraft(prepared, { ...context, signal: controller.signal });
        if (controller.signal.aborted) return;
        const result: ResearchResponse = {
          proposal: { ...researched.draft, sources: [] },
          generation: researched.generation,
        };
        await runs.end(row.id, { status: 'done', at: context.now(), result });
      },
      // The model's failures say why (unusable answer, timeout); anything else, that it stopped.
      (error) =>
        error instanceof ApiError && error.statusCode >= 500 ? error.message : RESEARCH_STOPPED,
      context.now,
    );
    return this.progress(row, context.caller, context.now());
  }

  /** A run of `tenantId` (checked by the signed-in scope): a run of another tenant is missing. */
  async find(tenantId: string, id: string): Promise<ProgressRow> {
    const row = await this.repos.backgroundRuns.find('research', id);
    if (!row || row.tenant_id !== tenantId) throw notFound(RESEARCH_RUN_NOT_FOUND);
    return row;
  }

  /** Cancels a running research: its model call stops, no proposal is kept. */
  async cancel(row: ProgressRow, caller: Caller, now: number): Promise<ResearchRunProgress> {
    return this.progress(await this.work.cancel(row, caller, now), caller, now);
  }

  progress(row: ProgressRow, reader: Caller, now: number): ResearchRunProgress {
    return {
      ...runView(row, reader, now),
      tenantId: row.tenant_id!,
      workspaceId: row.workspace_id!,
      result: row.result === null ? null : (JSON.parse(row.result) as ResearchResponse),
    };
  }

  close(): Promise<void> {
    return this.work.close();
  }
}
