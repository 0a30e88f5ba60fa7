import { useRef, useState } from 'react';
import { errorMessage } from '@portal/shared';
import { queryClient } from '@portal/shared/data';
import type {
  ConflictChoice,
  ExportFormat,
  ImportError,
  ImportMode,
  ImportResult,
  ImportRow,
} from '@portal/contract';
import { importFile, refusedRows } from '../../api/exchange';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { workspaceListKey } from '../../workspace-scope/workspace-list-query';
import { importFormat, importText, readText } from './exchange-files';
import { recordsToWrite } from '../../components/preview-text';

const IMPORT_FAILED = 'Error importing the file';

export interface ChosenFile {
  name: string;
  format: ExportFormat;
  content: string;
}

/** Why the file cannot be imported: the API's message (or ours) and its rows' errors. */
export interface ImportProblem {
  message: string;
  errors: ImportError[];
}

/** What a confirmed import wrote, and the rows it left out (a `valid-rows` import only). */
export interface ImportDone {
  written: number;
  rejected: ImportRow[];
  errors: ImportError[];
}

const problemOf = (cause: unknown): ImportProblem => ({
  message: errorMessage(cause, IMPORT_FAILED),
  errors: refusedRows(cause),
});

/**
 * An import's steps: a file chosen, its preview (`dryRun: true`, again when the clash choice
 * changes), then the write of what the preview showed. The tab's kind applies to CSV; a JSON
 * pack brings its ICPs and USPs.
 */
export function useImport(scope: WorkspaceScope, kind: 'icp' | 'usp') {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [choice, setChoice] = useState<ConflictChoice>('skip');
  // The preview plans the same either way; only the write says which.
  const [mode, setMode] = useState<ImportMode>('all-or-nothing');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [status, setStatus] = useState<'idle' | 'checking' | 'writing'>('idle');
  const [problem, setProblem] = useState<ImportProblem | null>(null);
  // Only the newest preview shows: a file or choice changed since makes older answers moot.
  const asked = useRef(0);

  const send = (chosen: ChosenFile, onConflict: ConflictChoice, dryRun: boolean) =>
    importFile(scope, {
      format: chosen.format,
      ...(chosen.format === 'csv' ? { kind } : {}),
      content: chosen.content,
      onConflict,
      dryRun,
      ...(!dryRun && mode === 'valid-rows' ? { mode } : {}),
    });

  const check = async (chosen: ChosenFile, onConflict: ConflictChoice) => {
    const ask = ++asked.current;
    setStatus('checking');
    setPreview(null);
    setProblem(null);
    try {
      const answer = await send(chosen, onConflict, true);
      if (ask === asked.current) setPreview(answer);
    } catch (cause) {
      if (ask === asked.current) setProblem(problemOf(cause));
    } finally {
      if (ask === asked.current) setStatus('idle');
    }
  };

  const choose = async (chosen: File) => {
    asked.current++;
    setFile(null);
    setPreview(null);
    const format = importFormat(chosen);
    if ('problem' in format) return setProblem({ message: format.problem, errors: [] });
    const text = importText(await readText(chosen));
    if ('problem' in text) return setProblem({ message: text.problem, errors: [] });
    const next = { name: chosen.name, format: format.format, content: text.content };
    setFile(next);
    await check(next, choice);
  };

  const changeChoice = (next: ConflictChoice) => {
    setChoice(next);
    if (file) void check(file, next);
  };

  /** Writes; resolves with what was written and left out, or null when refused. */
  const confirm = async (): Promise<ImportDone | null> => {
    if (!file || !preview) return null;
    setStatus('writing');
    setProblem(null);
    try {
      const answer = await send(file, choice, false);
      await Promise.all(
        (['icps', 'usps'] as const).map((resource) =>
          queryClient.invalidateQueries({
            queryKey: workspaceListKey(resource, scope.tenantId, scope.workspaceId),
          }),
        ),
      );
      // What the write answers it wrote: names may have changed since the preview.
      const { rejected = [], errors } = answer;
      return { written: recordsToWrite(answer), rejected, errors };
    } catch (cause) {
      setProblem(problemOf(cause));
      return null;
    } finally {
      setStatus('idle');
    }
  };

  return {
    file,
    choice,
    mode,
    preview,
    status,
    problem,
    choose,
    changeChoice,
    changeMode: setMode,
    confirm,
  };
}
