import type { FastifyPluginAsyncTypebox, TSchema } from '@fastify/type-provider-typebox';
import { conflict, notFound } from '../errors';
import type { Actor } from '../repositories/audit';
import type { TenancyWrite } from '../repositories/tenants';
import { bearer, errors } from '../schemas';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/**
 * How an admin's write to a tenant or workspace answers (issue 34 §2): the record, a 404 with
 * the hook's words when there is none, a 409 NAME_IN_USE with `nameInUse`.
 */
export const tenancyAnswer =
  (notFoundMessage: string) =>
  <T>(outcome: TenancyWrite<T>, nameInUse: string): T => {
    if (outcome === undefined) throw notFound(notFoundMessage);
    if (outcome === 'name-in-use') throw conflict('NAME_IN_USE', nameInUse);
    return outcome;
  };

/** What a tenant's or a workspace's archive and unarchive routes differ in. */
export interface ArchiveRoutes<T> {
  /** '/api/tenants/:tenantId'. */
  path: string;
  tags: string[];
  params: TSchema;
  response: TSchema;
  summaries: { archive: string; unarchive: string };
  /** The id the path names. */
  idParam: string;
  setArchived: (app: App, id: string, archived: boolean, actor: Actor) => Promise<TenancyWrite<T>>;
  answer: (outcome: TenancyWrite<T>, nameInUse: string) => T;
  /** A 409's words when a live one took the name meanwhile. */
  backInUse: string;
}

/** POST <path>/archive and <path>/unarchive: admins only, nothing deleted. */
export function archiveRoutes<T>(app: App, routes: ArchiveRoutes<T>) {
  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `${routes.path}/${action}`,
      {
        config: { right: 'administer' },
        schema: {
          tags: routes.tags,
          summary: routes.summaries[action],
          security: bearer,
          params: routes.params,
          response: { 200: routes.response, ...errors(400, 401, 404, 409, 500) },
        },
      },
      async (request) => {
        const id = (request.params as Record<string, string>)[routes.idParam]!;
        const outcome = await routes.setArchived(app, id, archived, request.user);
        return routes.answer(outcome, routes.backInUse);
      },
    );
  }
}
