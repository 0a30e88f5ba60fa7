import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '@portal/shared';
import { loadView, queryClient, useMutation, useQuery } from '@portal/shared/data';
import type { StartTestCaseRunRequest, TestCaseRunProgress } from '@portal/contract';
import * as testCasesApi from './test-cases-api';
import { INSTRUCTION_MESSAGES } from '../../messages';
import { PASS_RATES_KEY } from './use-test-pass-rates';

const TEST_RESULTS_KEY = ['test-results'];
const RUNS_KEY = ['test-case-runs'];
/** How often a running run's progress is read back. */
const PROGRESS_EVERY_MS = 1_000;

const runningNow = (progress: TestCaseRunProgress | null | undefined) =>
  progress?.status === 'running';

/**
 * Runs an instruction's test cases on a text (the edit view's draft, a requested version), and
 * with `compareModel` each case on a second model too.
 * The API runs them without this page: its progress is read back every second, so a reload,
 * or another user, finds a run in progress and follows it to its end. Retry starts the same
 * run again. A run on a saved version's exact text becomes that version's results;
 * `alsoReloads` names what else reads them (a release request's gate).
 */
export function useTestCaseRun(promptId: string, alsoReloads: readonly unknown[][] = []) {
  const latest = useQuery({
    queryKey: [...RUNS_KEY, 'latest', promptId],
    queryFn: () => testCasesApi.getLatestTestCaseRun(promptId),
  });
  const [startedId, setStartedId] = useState<string | null>(null);
  // The run this page follows: one it started, else one in progress when it opened.
  const runId = startedId ?? (runningNow(latest.data) ? latest.data!.id : null);

  const start = useMutation({
    mutationFn: (request: StartTestCaseRunRequest) =>
      testCasesApi.startTestCaseRun(promptId, request),
    onSuccess: (progress) => {
      queryClient.setQueryData([...RUNS_KEY, progress.id], progress);
      setStartedId(progress.id);
    },
  });
  const progressQuery = useQuery({
    queryKey: [...RUNS_KEY, runId],
    queryFn: () => testCasesApi.getTestCaseRun(runId!),
    enabled: runId !== null,
    refetchInterval: (query) => (runningNow(query.state.data) ? PROGRESS_EVERY_MS : false),
  });
  const progress = runId === null ? null : (progressQuery.data ?? null);
  const cancel = useMutation({
    mutationFn: () => testCasesApi.cancelTestCaseRun(runId!),
    onSuccess: (ended) => queryClient.setQueryData([...RUNS_KEY, ended.id], ended),
  });

  // Once done, its results are the version's: what reads them reloads.
  const doneId = progress?.status === 'done' ? progress.id : null;
  useEffect(() => {
    if (doneId === null) return;
    void Promise.all(
      [[...TEST_RESULTS_KEY, promptId], PASS_RATES_KEY, ...alsoReloads].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
    // alsoReloads is a fresh array each render; the run's end is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doneId, promptId]);

  const asked = start.variables;
  const { error } = start;
  const ended = progress && !runningNow(progress) && progress.status !== 'done';
  return {
    run: (request: StartTestCaseRunRequest) => start.mutate(request),
    /** Starts the same run again; `fallback` when this page did not start it (a reload). */
    retry: (fallback?: StartTestCaseRunRequest) => {
      const again = asked ?? fallback;
      if (again) start.mutate(again);
    },
    running: start.isPending || runningNow(progress),
    /** Cases done of total, elapsed, who started it; null until a run is followed. */
    progress,
    cancel: () => cancel.mutate(),
    cancelling: cancel.isPending,
    cancelFailure: cancel.error
      ? errorMessage(cancel.error, INSTRUCTION_MESSAGES.cancelTestRun)
      : null,
    result: progress?.status === 'done' ? progress.run : null,
    /** The second model's results, when the run named one ('Compare with'); never the version's. */
    compare: progress?.status === 'done' ? progress.compare : null,
    /** The API has no model to ask: a Retry cannot help, configuring one does. */
    noModel: error instanceof ApiError && error.code === 'MODEL_NOT_CONFIGURED',
    failure: error
      ? errorMessage(error, INSTRUCTION_MESSAGES.runTestCases)
      : progressQuery.error
        ? errorMessage(progressQuery.error, INSTRUCTION_MESSAGES.runTestCases)
        : ended && progress.status !== 'cancelled'
          ? (progress.message ?? INSTRUCTION_MESSAGES.runInterrupted)
          : null,
    cancelled: progress?.status === 'cancelled',
  };
}

/** The latest run on a saved version's text; null when there is none. */
export function useVersionTestResults(promptId: string, version: string) {
  const query = useQuery({
    queryKey: [...TEST_RESULTS_KEY, promptId, version],
    queryFn: () => testCasesApi.getVersionTestResults(promptId, version),
  });
  return { run: query.data ?? null, ...loadView(query, INSTRUCTION_MESSAGES.loadTestResults) };
}
