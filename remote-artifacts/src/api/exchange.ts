import { apiClient, ApiError } from '@portal/shared';
import type {
  ExportFormat,
  ExportKind,
  ImportError,
  ImportRequest,
  ImportResult,
} from '@portal/contract';
import type { WorkspaceScope } from '../workspace-scope/scope';

const id = encodeURIComponent;
const url = ({ tenantId, workspaceId }: WorkspaceScope, action: 'export' | 'import') =>
  `/api/tenants/${id(tenantId)}/workspaces/${id(workspaceId)}/${action}`;

/** An import of a 5-million-character file takes longer than the portal's usual 10 s. */
export const IMPORT_REQUEST_TIMEOUT_MS = 120_000;

/**
 * The export's text as the API wrote it (a JSON pack or CSV), unparsed: it is saved as is.
 * With `ids`, only those records (of `kind`, not 'all').
 */
export async function exportWorkspace(
  scope: WorkspaceScope,
  format: ExportFormat,
  kind: ExportKind,
  ids?: readonly string[],
): Promise<string> {
  const { data } = await apiClient.get<string>(url(scope, 'export'), {
    params: ids ? { format, kind, ids: ids.join(',') } : { format, kind },
    responseType: 'text',
    transformResponse: (text: string) => text,
    timeout: IMPORT_REQUEST_TIMEOUT_MS,
  });
  return data;
}

/** POST …/import: the preview with `dryRun: true`, else the write. */
export async function importFile(
  scope: WorkspaceScope,
  request: ImportRequest,
): Promise<ImportResult> {
  const { data } = await apiClient.post<ImportResult>(url(scope, 'import'), request, {
    timeout: IMPORT_REQUEST_TIMEOUT_MS,
  });
  return data;
}

/** The rows' errors a refused import (400 IMPORT_INVALID) answered with, or none. */
export function refusedRows(error: unknown): ImportError[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const errors = error.body?.errors;
  return Array.isArray(errors) ? (errors as ImportError[]) : [];
}
