import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '@portal/shared';
import { queryClient } from '@portal/shared/data';
import type { ConflictChoice, CopyResult, SeenRevision } from '@portal/contract';
import { copyRecords } from '../../api/copy';
import { recordsToWrite } from '../../components/preview-text';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { workspaceListKey } from '../../workspace-scope/workspace-list-query';

export const PREVIEW_FAILED = 'Error previewing the copy';
export const COPY_FAILED = 'Error copying';

/** What went wrong last: a preview or write to retry, or a target changed since the preview. */
export interface CopyProblem {
  step: 'preview' | 'write' | 'stale';
  message: string;
}

/** The records to copy: the source workspace and its ICP and USP ids. */
export interface CopySource {
  from: WorkspaceScope;
  icpIds: string[];
  uspIds: string[];
}

/** A replace overwrites only the target records at the revisions this preview saw. */
const seenOf = ({ conflicts }: CopyResult): SeenRevision[] =>
  conflicts.map(({ kind, existingId, existingRevision }) => ({
    kind,
    id: existingId,
    revision: existingRevision,
  }));

/**
 * A copy's steps: a target workspace chosen, its preview (`dryRun: true`, again when the clash
 * choice changes), then the write of what the preview showed.
 */
export function useCopy({ from, icpIds, uspIds }: CopySource) {
  const [target, setTarget] = useState<WorkspaceScope | null>(null);
  const [choice, setChoice] = useState<ConflictChoice>('skip');
  const [preview, setPreview] = useState<CopyResult | null>(null);
  const [status, setStatus] = useState<'idle' | 'checking' | 'writing'>('idle');
  const [problem, setProblem] = useState<CopyProblem | null>(null);
  // Only the newest preview shows: a target or choice changed since makes older answers moot.
  const asked = useRef(0);

  const send = (
    to: WorkspaceScope,
    onConflict: ConflictChoice,
    dryRun: boolean,
    seen?: SeenRevision[],
  ) =>
    copyRecords(to, {
      fromTenantId: from.tenantId,
      fromWorkspaceId: from.workspaceId,
      icpIds,
      uspIds,
      onConflict,
      dryRun,
      ...(seen ? { seen } : {}),
    });

  const check = async (to: WorkspaceScope | null, onConflict: ConflictChoice) => {
    const ask = ++asked.current;
    setPreview(null);
    setProblem(null);
    if (!to) return setStatus('idle');
    setStatus('checking');
    try {
      const answer = await send(to, onConflict, true);
      if (ask === asked.current) setPreview(answer);
    } catch (cause) {
      if (ask === asked.current)
        setProblem({ step: 'preview', message: errorMessage(cause, PREVIEW_FAILED) });
    } finally {
      if (ask === asked.current) setStatus('idle');
    }
  };

  const chooseTarget = (next: WorkspaceScope | null) => {
    setTarget(next);
    void check(next, choice);
  };

  const changeChoice = (next: ConflictChoice) => {
    setChoice(next);
    void check(target, next);
  };

  /** Writes; resolves with how many records were written, or null when refused. */
  const confirm = async (): Promise<number | null> => {
    if (!target || !preview) return null;
    setStatus('writing');
    setProblem(null);
    try {
      await send(target, choice, false, choice === 'replace' ? seenOf(preview) : undefined);
      await Promise.all(
        (['icps', 'usps'] as const).map((resource) =>
          queryClient.invalidateQueries({
            queryKey: workspaceListKey(resource, target.tenantId, target.workspaceId),
          }),
        ),
      );
      return recordsToWrite(preview);
    } catch (cause) {
      const stale = cause instanceof ApiError && cause.status === 409;
      if (stale) setPreview(null);
      setProblem({ step: stale ? 'stale' : 'write', message: errorMessage(cause, COPY_FAILED) });
      return null;
    } finally {
      setStatus('idle');
    }
  };

  /** Previews again: after a failed preview, or a target changed since the last one. */
  const previewAgain = () => void check(target, choice);

  return {
    target,
    choice,
    preview,
    status,
    problem,
    chooseTarget,
    changeChoice,
    confirm,
    previewAgain,
  };
}
