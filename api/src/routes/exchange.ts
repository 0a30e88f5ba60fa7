import { Readable } from 'node:stream';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ExportQuery, TenantWorkspaceParams, WorkspacePack } from '@portal/contract';
import { validationFailed } from '../errors';
import { csvExport, jsonPack } from '../exchange/export-stream';
import { bearer, errors } from '../schemas';

const tags = ['exchange'];

/** The file a browser saves: what it holds and the day, ASCII only. */
const fileName = (kind: string, extension: string, now: Date) =>
  `portal-${kind === 'all' ? 'workspace' : `${kind}s`}-${now.toISOString().slice(0, 10)}.${extension}`;

/**
 * Export of a workspace's ICPs and USPs (issue 24). In the signed-in scope: the tenant-access
 * hook has already 404'd a tenant the caller cannot reach and a workspace not of that tenant.
 * The answer streams, one page of records in memory at a time.
 */
export const exchangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/tenants/:tenantId/workspaces/:workspaceId/export',
    {
      schema: {
        tags,
        summary:
          "The workspace's ICPs and/or USPs, oldest first, as a JSON pack (hash last) or as " +
          'CSV of one kind (docs/api.md, "Export"); `format=csv&kind=all` is a 400',
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
      const { format = 'json', kind = 'all' } = request.query;
      if (format === 'csv' && kind === 'all')
        throw validationFailed('A CSV holds one kind: choose kind=icp or kind=usp');
      const scope = request.params;
      const chunks =
        format === 'csv'
          ? csvExport(app.repos, scope, kind as 'icp' | 'usp')
          : jsonPack(app.repos, scope, kind);
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${fileName(kind, format, new Date())}"`,
        )
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    },
  );
};
