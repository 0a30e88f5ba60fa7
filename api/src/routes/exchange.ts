import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  ApiErrorBody,
  type ExportKind,
  ExportQuery,
  ImportRefused,
  ImportRequest,
  ImportResult,
  ImportRunning,
  TenantWorkspaceParams,
  WorkspacePack,
} from '@portal/contract';
import { EXCHANGE_LIMITS } from '@portal/contract/limits';
import { ApiError, conflict, notFound, validationFailed } from '../errors';
import { selectionIds } from '../exchange/export-ids';
import { csvExport, jsonPack } from '../exchange/export-stream';
import { KINDS, type Selection } from '../kinds';
import { checkEncoding, unreadable } from '../exchange/import-record';
import { readCsv } from '../exchange/read-csv';
import { readPack } from '../exchange/read-pack';
import type { Repositories } from '../repositories';
import type { Actor } from '../repositories/audit';
import { bearer, errors } from '../schemas';
import { fieldPathMessages } from '../validation';

/** A 5-million-character file as JSON text: escapes (\\uXXXX) and UTF-8 make it longer. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

const tags = ['exchange'];

/** The file a browser saves: what it holds (a selection says so) and the day, ASCII only. */
const fileName = (kind: string, selected: boolean, extension: string, now: Date) =>
  `portal-${kind === 'all' ? 'workspace' : `${kind}s`}${selected ? '-selected' : ''}-${now.toISOString().slice(0, 10)}.${extension}`;

/**
 * The records `?ids=` names, read before the answer starts, so one out of reach is a 404 (the
 * same as a missing one) rather than a cut-off download. Undefined without `ids`.
 */
async function selectionOf(
  repos: Repositories,
  scope: { tenantId: string; workspaceId: string },
  kind: ExportKind,
  ids: string | undefined,
): Promise<Selection | undefined> {
  if (ids === undefined) return undefined;
  if (kind === 'all')
    throw validationFailed('ids name records of one kind: choose kind=icp or kind=usp');
  const selection = await repos.exchange.selection(scope, kind, selectionIds(ids));
  if (!selection) throw notFound(KINDS[kind].notFound);
  return selection;
}

/** The file's records: 400 IMPORT_UNREADABLE for a file that cannot be read at all. */
async function readImport({ format, kind, content }: ImportRequest) {
  checkEncoding(content);
  if (format === 'csv') {
    if (kind === undefined || kind === 'all')
      throw validationFailed('A CSV holds one kind: send kind=icp or kind=usp');
    return readCsv(content, kind);
  }
  return readPack(content, kind ?? 'all');
}

/**
 * Reads the file, then plans it and, unless a preview, writes it: the answer; 400 with the
 * rows' errors; 409 when a record to replace went meanwhile.
 */
async function importFile(
  repos: Repositories,
  scope: { tenantId: string; workspaceId: string },
  request: ImportRequest,
  actor: Actor,
  reply: FastifyReply,
) {
  // Parsing the body, checking it and its characters held the loop already: a turn first.
  await setImmediate();
  const records = await readImport(request);
  if (records.length > EXCHANGE_LIMITS.importRows)
    throw unreadable(
      `The file has ${records.length} records; an import takes at most ${EXCHANGE_LIMITS.importRows}`,
    );
  const { onConflict, dryRun, mode = 'all-or-nothing' } = request;
  const imported = await repos.exchange.import(scope, records, { onConflict, dryRun, mode, actor });
  if (imported.outcome === 'stale')
    throw conflict(
      'IMPORT_STALE',
      `The ${imported.kind.toUpperCase()} '${imported.name}' was deleted while the file was imported. Nothing was imported: preview the import again.`,
    );
  const { writes: _writes, rejected, ...result } = imported.result;
  // The rows left out are answered only to the mode that leaves rows out.
  if (mode === 'valid-rows') return { ...result, rejected };
  if (!dryRun && result.errors.length > 0) {
    const count = result.errors.length;
    return reply.status(400).send({
      statusCode: 400,
      code: 'IMPORT_INVALID',
      message: `Nothing was imported: ${count === EXCHANGE_LIMITS.importErrors ? 'at least ' : ''}${count} error${count === 1 ? '' : 's'} in the file`,
      errors: result.errors,
    });
  }
  return result;
}

/**
 * Export and import of a workspace's ICPs and USPs (issue 24). In the signed-in scope: the tenant-access
 * hook has already 404'd a tenant the caller cannot reach and a workspace not of that tenant.
 * An export streams, one page of records in memory at a time.
 */
export const exchangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * Users with an import running here: one each at a time (429 IMPORT_RUNNING), so one person
   * cannot queue several 5,000-record writes that every other request then waits behind.
   */
  const importing = new Set<string>();

  app.get(
    '/api/tenants/:tenantId/workspaces/:workspaceId/export',
    {
      schema: {
        tags,
        summary:
          "The workspace's ICPs and/or USPs, oldest first, as a JSON pack (hash last) or as " +
          'CSV of one kind (docs/api.md, "Export"); `format=csv&kind=all` is a 400; `ids` ' +
          'exports those records of one kind only',
        security: bearer,
        params: TenantWorkspaceParams,
        querystring: ExportQuery,
        response: {
          // Documented per type; sent as a stream, which Fastify pipes without serialising.
          200: Type.Unsafe<Readable>({
            description: 'A download (Content-Disposition: attachment)',
            content: {
              'application/json': { schema: WorkspacePack },
              'text/csv': { schema: Type.String() },
            },
          }),
          ...errors(400, 401, 404, 500),
        },
      },
    },
    async (request, reply) => {
      const { format = 'json', kind = 'all', ids } = request.query;
      if (format === 'csv' && kind === 'all')
        throw validationFailed('A CSV holds one kind: choose kind=icp or kind=usp');
      const scope = request.params;
      const selection = await selectionOf(app.repos, scope, kind, ids);
      const chunks =
        format === 'csv'
          ? csvExport(app.repos, scope, kind as 'icp' | 'usp', selection)
          : jsonPack(app.repos, scope, kind, selection);
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${fileName(kind, selection !== undefined, format, new Date())}"`,
        )
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    },
  );

  app.post(
    '/api/tenants/:tenantId/workspaces/:workspaceId/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Imports a JSON pack or CSV (docs/api.md, "Import"): `dryRun: true` previews and ' +
          'writes nothing; otherwise every accepted record in one transaction, one audit entry ' +
          'each, or, with any error, 400 IMPORT_INVALID and nothing written (409 IMPORT_STALE ' +
          "when a record to replace was deleted meanwhile); `mode: 'valid-rows'` writes the " +
          'rows without errors and answers the others in `rejected`',
        security: bearer,
        params: TenantWorkspaceParams,
        body: ImportRequest,
        response: {
          200: ImportResult,
          400: Type.Union([ImportRefused, ApiErrorBody]),
          429: ImportRunning,
          ...errors(401, 404, 409, 413, 500),
        },
      },
      schemaErrorFormatter: fieldPathMessages,
    },
    async (request, reply) => {
      const userId = request.user.id;
      if (importing.has(userId))
        throw new ApiError(
          429,
          'IMPORT_RUNNING',
          'Your previous import is still running. Wait for it to finish, then import again.',
        );
      importing.add(userId);
      try {
        return await importFile(app.repos, request.params, request.body, request.user, reply);
      } finally {
        importing.delete(userId);
      }
    },
  );
};
