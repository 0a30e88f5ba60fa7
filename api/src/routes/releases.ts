import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  CommentReleaseRequest,
  CreateReleaseRequest,
  ReleaseComment,
  ReleaseEvent,
  ReleaseHistory,
  ReleaseHistoryQuery,
  ReleaseIdParams,
  ReleaseRequestDetail,
  ReleaseRequestList,
  ReleaseRequestQuery,
  ReleaseRequestSummary,
  ReleaseStatusList,
  ReleaseVersionRequest,
  RequestIdParams,
  ReviewReleaseRequest,
  RollbackRequest,
  Version,
} from '@portal/contract';
import { ApiError, conflict, notFound } from '../errors';
import { caseList } from '../repositories/release-gate';
import { toSummary } from '../repositories/release-requests';
import { bearer, errors } from '../schemas';

const tags = ['releases'];
export const REQUEST_NOT_FOUND = 'Release request not found';
export const RELEASE_NOT_FOUND = 'Release not found';

const staleRequest = () =>
  conflict(
    'STALE_REQUEST',
    'A newer edit of this instruction came after the request; ask for the newest version',
  );

const tenantsNotFound = (tenantIds: string[]) =>
  notFound(`Tenant not found: ${tenantIds.join(', ')}`);

/**
 * Releases (issue 35): requests, their review, the gated release, rollbacks and the history.
 * Reads are everyone's; a request and a comment are a change (editors); approving, sending
 * back, releasing and rolling back ask `release` (releasers and admins), each said on its
 * route so the family's hook refuses the others with 403 FORBIDDEN before anything is read.
 */
export const releaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const release = { right: 'release' as const };

  app.post(
    '/api/prompts/:id/versions/:version/release-requests',
    {
      schema: {
        tags,
        summary:
          'Ask for a version to be released. It must be its instruction’s newest (409 ' +
          'STALE_REQUEST otherwise); one request per type is open or approved at a time (409 ' +
          'REQUEST_OPEN, naming it); a version every tenant has already is 409 ALREADY_RELEASED',
        security: bearer,
        params: Type.Object({ id: Type.String(), version: Version }),
        body: CreateReleaseRequest,
        response: { 201: ReleaseRequestSummary, ...errors(400, 401, 404, 409, 500) },
      },
    },
    async (request, reply) => {
      const { id, version } = request.params;
      const opened = await app.repos.releaseFlow.open(
        { promptId: id, version },
        request.body.note,
        request.user,
      );
      switch (opened.outcome) {
        case 'version-not-found':
          throw notFound('Version not found');
        case 'not-head':
          throw staleRequest();
        case 'already-released':
          throw conflict('ALREADY_RELEASED', `Version ${version} is released to every tenant`);
        case 'request-open':
          throw conflict(
            'REQUEST_OPEN',
            `A release request for ${opened.open.prompt_type} is already ${opened.open.status}: ` +
              `version ${opened.open.version}, asked by ${opened.open.requested_by_name}`,
          );
      }
      return reply.status(201).send(toSummary(opened.request));
    },
  );

  app.get(
    '/api/release-requests',
    {
      schema: {
        tags,
        summary: 'Release requests, newest first (the newest 200), by status and type',
        security: bearer,
        querystring: ReleaseRequestQuery,
        response: { 200: ReleaseRequestList, ...errors(400, 401, 500) },
      },
    },
    async (request) => ({ items: await app.repos.releaseRequests.list(request.query) }),
  );

  app.get(
    '/api/release-requests/:requestId',
    {
      schema: {
        tags,
        summary:
          'One request: its text and the released one, the gate on this exact version, the ' +
          'tenants it reaches and those keeping an override (only tenants the reader reaches ' +
          'are named, the rest counted), its rollout and its comments',
        security: bearer,
        params: RequestIdParams,
        response: { 200: ReleaseRequestDetail, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const detail = await app.repos.releaseViews.detail(request.params.requestId, request.user);
      if (!detail) throw notFound(REQUEST_NOT_FOUND);
      return detail;
    },
  );

  for (const verdict of ['approve', 'reject'] as const) {
    app.post(
      `/api/release-requests/:requestId/${verdict}`,
      {
        config: release,
        schema: {
          tags,
          summary:
            verdict === 'approve'
              ? 'Approve an open request (releasers who did not ask: 403 SELF_APPROVAL for one’s own)'
              : 'Send an open request back (releasers who did not ask)',
          security: bearer,
          params: RequestIdParams,
          body: ReviewReleaseRequest,
          response: { 200: ReleaseRequestSummary, ...errors(400, 401, 403, 404, 409, 500) },
        },
      },
      async (request) => {
        const reviewed = await app.repos.releaseFlow.review(
          request.params.requestId,
          verdict,
          request.body.comment,
          request.user,
        );
        switch (reviewed.outcome) {
          case 'not-found':
            throw notFound(REQUEST_NOT_FOUND);
          case 'self-approval':
            throw new ApiError(
              403,
              'SELF_APPROVAL',
              'You asked for this release; another releaser must review it',
            );
          case 'stale':
            throw staleRequest();
          case 'not-open':
            throw conflict('NOT_OPEN', `This request is ${reviewed.status}, not open`);
        }
        return toSummary(reviewed.request);
      },
    );
  }

  app.post(
    '/api/release-requests/:requestId/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a request',
        security: bearer,
        params: RequestIdParams,
        body: CommentReleaseRequest,
        response: { 201: ReleaseComment, ...errors(400, 401, 404, 500) },
      },
    },
    async (request, reply) => {
      const done = await app.repos.releaseFlow.comment(
        request.params.requestId,
        request.body.comment,
        request.user,
      );
      if (done.outcome === 'not-found') throw notFound(REQUEST_NOT_FOUND);
      return reply.status(201).send(done.comment);
    },
  );

  app.post(
    '/api/release-requests/:requestId/release',
    {
      config: release,
      schema: {
        tags,
        summary:
          'Release an approved request’s version to every tenant, or first to `tenantIds` (a ' +
          'later call completes it). 409 NOT_APPROVED before approval; 409 TESTS_FAILING or ' +
          'TESTS_NOT_RUN when the gate is not green, unless a `reason` is written; 409 ' +
          'STALE_REQUEST after a newer edit; 409 ALREADY_RELEASED when nothing is left to do',
        security: bearer,
        params: RequestIdParams,
        body: ReleaseVersionRequest,
        response: { 200: ReleaseEvent, ...errors(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      const released = await app.repos.releaseFlow.release(
        request.params.requestId,
        request.body,
        request.user,
      );
      switch (released.outcome) {
        case 'not-found':
          throw notFound(REQUEST_NOT_FOUND);
        case 'stale':
          throw staleRequest();
        case 'not-approved':
          throw conflict('NOT_APPROVED', `This request is ${released.status}; approve it first`);
        case 'already-released':
          throw conflict('ALREADY_RELEASED', 'Those tenants have this version already');
        case 'unknown-tenants':
          throw tenantsNotFound(released.tenantIds);
        case 'gate': {
          const reaches = await app.repos.releaseViews.reach(request.user);
          const failing = released.gate.status === 'failing';
          const cases = failing ? released.gate.failing : released.gate.notRun;
          throw conflict(
            failing ? 'TESTS_FAILING' : 'TESTS_NOT_RUN',
            (failing
              ? `Test cases fail on this version: ${caseList(cases, reaches)}`
              : `Test cases have no result on this exact version: ${caseList(cases, reaches)}`) +
              '. Run them, or write a reason to release anyway',
          );
        }
      }
      app.webhooks.nudge();
      const [event] = (
        await app.repos.releaseViews.history(released.event.prompt_type, request.user)
      ).filter((item) => item.id === released.event.id);
      return event!;
    },
  );

  app.post(
    '/api/prompts/releases/:releaseId/rollback',
    {
      config: release,
      schema: {
        tags,
        summary:
          'Give the chosen tenants (or all on this release) the release they had before it, at ' +
          'once, with a reason. 409 NOT_ON_RELEASE for a tenant not on it; 409 ' +
          'NOTHING_TO_ROLL_BACK when there is no release before',
        security: bearer,
        params: ReleaseIdParams,
        body: RollbackRequest,
        response: { 200: ReleaseHistory, ...errors(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      const rolled = await app.repos.releaseFlow.rollback(
        request.params.releaseId,
        request.body,
        request.user,
      );
      switch (rolled.outcome) {
        case 'not-found':
          throw notFound(RELEASE_NOT_FOUND);
        case 'unknown-tenants':
          throw tenantsNotFound(rolled.tenantIds);
        case 'not-on-release':
          throw conflict(
            'NOT_ON_RELEASE',
            rolled.tenantIds.length === 0
              ? 'No tenant uses this release any more'
              : `Not on this release: ${rolled.tenantIds.join(', ')}`,
          );
        case 'nothing-before':
          throw conflict(
            'NOTHING_TO_ROLL_BACK',
            'There is no release before this one to go back to',
          );
        case 'target-gone':
          throw conflict(
            'NOTHING_TO_ROLL_BACK',
            `The release before (version ${rolled.version}) was deleted with its instruction`,
          );
      }
      app.webhooks.nudge();
      const ids = new Set(rolled.events.map((event) => event.id));
      const history = await app.repos.releaseViews.history(
        rolled.events[0]!.prompt_type,
        request.user,
      );
      return { items: history.filter((item) => ids.has(item.id)) };
    },
  );

  app.get(
    '/api/prompts/releases',
    {
      schema: {
        tags,
        summary:
          'A type’s release history, newest first (the newest 200): releases, rollbacks, ' +
          'override changes and the first release; tenants named only when the reader reaches them',
        security: bearer,
        querystring: ReleaseHistoryQuery,
        response: { 200: ReleaseHistory, ...errors(400, 401, 500) },
      },
    },
    async (request) => ({
      items: await app.repos.releaseViews.history(request.query.promptType, request.user),
    }),
  );

  app.get(
    '/api/prompts/release-status',
    {
      schema: {
        tags,
        summary:
          'For the Instructions table: each version released somewhere (to how many live ' +
          'tenants) or in review, and how many requests wait for a review',
        security: bearer,
        response: { 200: ReleaseStatusList, ...errors(401, 500) },
      },
    },
    async () => app.repos.releaseViews.status(),
  );
};
