import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '@portal/shared';
import { queryClient, useMutation, useQuery } from '@portal/shared/data';
import type { ResearchResponse, ResearchRunProgress } from '@portal/contract';
import {
  cancelResearch,
  getLatestResearch,
  getResearchRun,
  researchRunsKey,
  startResearch,
} from '../../api/research';
import { draftInput } from '../../api/drafts';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { RESEARCH_TEXT } from './research-text';

/** How often a running research is read back. */
const PROGRESS_EVERY_MS = 1_000;

const runningNow = (run: ResearchRunProgress | null | undefined) => run?.status === 'running';

/**
 * 'Research the company' as the API runs it, without this page (issue 39 §5): the workspace's
 * latest research is read when the panel opens, and a run in progress (this user's before a
 * reload, or another user's) is followed, read back every second, to its end. A run this page
 * followed that ends done hands its proposal to `done` (the review); one that was already over
 * when the panel opened does not (it was reviewed, or left, before).
 */
export function useResearchRun(scope: WorkspaceScope, done: (result: ResearchResponse) => void) {
  const { tenantId, workspaceId } = scope;
  const latest = useQuery({
    queryKey: [...researchRunsKey, 'latest', tenantId, workspaceId],
    queryFn: () => getLatestResearch(tenantId, workspaceId),
  });
  const [startedId, setStartedId] = useState<string | null>(null);
  // The run this page follows: one it started, else one in progress when it opened.
  const runId = startedId ?? (runningNow(latest.data) ? latest.data!.id : null);

  const start = useMutation({
    mutationFn: () => startResearch(draftInput(scope, '')),
    onSuccess: (run) => {
      queryClient.setQueryData([...researchRunsKey, tenantId, run.id], run);
      setStartedId(run.id);
      // What this panel shows when it opens again is this run.
      void latest.refetch();
    },
  });
  const progressQuery = useQuery({
    queryKey: [...researchRunsKey, tenantId, runId],
    queryFn: () => getResearchRun(tenantId, runId!),
    enabled: runId !== null,
    refetchInterval: (query) => (runningNow(query.state.data) ? PROGRESS_EVERY_MS : false),
  });
  const run = runId === null ? null : (progressQuery.data ?? null);
  const cancel = useMutation({
    mutationFn: () => cancelResearch(tenantId, runId!),
    onSuccess: (ended) => queryClient.setQueryData([...researchRunsKey, tenantId, ended.id], ended),
  });

  // Its proposal goes to the review once, when the run this page follows ends done.
  const reviewed = useRef<string | null>(null);
  const doneRef = useRef(done);
  useEffect(() => {
    doneRef.current = done;
  });
  useEffect(() => {
    if (run?.status !== 'done' || !run.result || reviewed.current === run.id) return;
    reviewed.current = run.id;
    doneRef.current(run.result);
  }, [run]);

  const { error } = start;
  const ended = run && !runningNow(run) && run.status !== 'done' && run.status !== 'cancelled';
  return {
    start: () => start.mutate(),
    busy: start.isPending || runningNow(run),
    /** This page started the run it follows (its Cancel takes the focus). */
    startedHere: startedId !== null,
    /** Elapsed, who started it, whether the reader may cancel it; null until one is followed. */
    run: runningNow(run) ? run : null,
    cancel: () => cancel.mutate(),
    cancelling: cancel.isPending,
    cancelFailure: cancel.error ? errorMessage(cancel.error, RESEARCH_TEXT.cancelFailed) : null,
    /** The API has no model to ask: a Retry cannot help, connecting one does. */
    offline: error instanceof ApiError && error.code === 'MODEL_NOT_CONFIGURED',
    failure: error
      ? errorMessage(error, RESEARCH_TEXT.researchFailed)
      : progressQuery.error
        ? errorMessage(progressQuery.error, RESEARCH_TEXT.researchFailed)
        : ended
          ? (run.message ?? RESEARCH_TEXT.interrupted)
          : null,
  };
}
