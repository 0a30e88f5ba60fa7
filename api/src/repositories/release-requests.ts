import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type {
  PromptType,
  ReleaseComment,
  ReleaseRequestStatus,
  ReleaseRequestSummary,
} from '@portal/contract';
import { type Db, isPostgres } from '../db/connection';
import type { ReleaseCommentsTable, ReleaseRequestsTable } from '../db/schema';
import { type Actor, appendAudit } from './audit';
import { createdChanges } from './audit-changes';

export type RequestRow = Selectable<ReleaseRequestsTable>;

/** Open or approved: a request still on its way, one per type at a time. */
export const IN_FLIGHT: ReleaseRequestStatus[] = ['open', 'approved'];

const iso = (value: Date | string) => new Date(value).toISOString();

export const toSummary = (row: RequestRow): ReleaseRequestSummary => ({
  id: row.id,
  status: row.status,
  promptId: row.prompt_id,
  version: row.version,
  promptType: row.prompt_type,
  requestedBy: row.requested_by_name,
  requestedAt: iso(row.requested_at),
  note: row.note,
  reviewed:
    row.reviewed_by === null
      ? null
      : { userId: row.reviewed_by, username: row.reviewed_by_name!, at: iso(row.reviewed_at!) },
});

const toComment = (row: Selectable<ReleaseCommentsTable>): ReleaseComment => ({
  id: row.id,
  kind: row.kind,
  userId: row.user_id,
  username: row.username,
  at: iso(row.at),
  comment: row.comment,
});

/** Release requests are global like the instructions: audited without a tenant. */
export const requestAudit = (
  action: 'create' | 'approve' | 'reject' | 'comment',
  requestId: string,
  changes: ReturnType<typeof createdChanges>,
) => ({
  action,
  entity: 'release-request' as const,
  entityId: requestId,
  tenantId: null,
  workspaceId: null,
  changes,
});

/**
 * Makes the in-flight requests of `promptId` stale: a newer edit, a restore or the delete of
 * their instruction came after them (issue 35 §2). Called inside that write's transaction.
 */
export async function staleRequestsOf(trx: Db, promptId: string): Promise<void> {
  await trx
    .updateTable('release_requests')
    .set({ status: 'stale' })
    .where('prompt_id', '=', promptId)
    .where('status', 'in', IN_FLIGHT)
    .execute();
}

export function createReleaseRequestsRepository(db: Db) {
  return {
    /** One request; with `forUpdate` inside a transaction, locked on PostgreSQL until it ends. */
    find: (trx: Db, id: string, forUpdate = false) =>
      trx
        .selectFrom('release_requests')
        .selectAll()
        .where('id', '=', id)
        .$if(forUpdate && isPostgres(trx), (qb) => qb.forUpdate())
        .executeTakeFirst(),

    /** The type's request on its way, if any. */
    inFlight: (trx: Db, promptType: PromptType) =>
      trx
        .selectFrom('release_requests')
        .selectAll()
        .where('prompt_type', '=', promptType)
        .where('status', 'in', IN_FLIGHT)
        .executeTakeFirst(),

    /** Newest first; narrowed by status and type. */
    async list(filter: { status?: ReleaseRequestStatus; promptType?: PromptType }) {
      const rows = await db
        .selectFrom('release_requests')
        .selectAll()
        .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
        .$if(filter.promptType !== undefined, (qb) =>
          qb.where('prompt_type', '=', filter.promptType!),
        )
        .orderBy('seq', 'desc')
        .limit(200)
        .execute();
      return rows.map(toSummary);
    },

    async comments(requestId: string): Promise<ReleaseComment[]> {
      const rows = await db
        .selectFrom('release_comments')
        .selectAll()
        .where('request_id', '=', requestId)
        .orderBy('seq')
        .execute();
      return rows.map(toComment);
    },

    async insert(
      trx: Db,
      request: { promptId: string; version: string; promptType: PromptType; note: string },
      actor: Actor,
    ): Promise<RequestRow> {
      const row = await trx
        .insertInto('release_requests')
        .values({
          id: randomUUID(),
          prompt_id: request.promptId,
          version: request.version,
          prompt_type: request.promptType,
          status: 'open',
          note: request.note.trim(),
          requested_by: actor.id,
          requested_by_name: actor.username,
          reviewed_by: null,
          reviewed_by_name: null,
          reviewed_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await appendAudit(
        trx,
        actor,
        requestAudit(
          'create',
          row.id,
          createdChanges({
            promptType: row.prompt_type,
            promptId: row.prompt_id,
            version: row.version,
            note: row.note,
          }),
        ),
      );
      return row;
    },

    /** A comment, or the review's word (`approve`, `reject`), with its audit entry. */
    async comment(
      trx: Db,
      requestId: string,
      kind: ReleaseComment['kind'],
      comment: string,
      actor: Actor,
    ): Promise<void> {
      await trx
        .insertInto('release_comments')
        .values({
          id: randomUUID(),
          request_id: requestId,
          kind,
          user_id: actor.id,
          username: actor.username,
          comment: comment.trim(),
        })
        .execute();
      await appendAudit(
        trx,
        actor,
        requestAudit(kind, requestId, createdChanges({ comment: comment.trim() })),
      );
    },

    /** The review: approved or sent back, by whom and when. */
    async review(trx: Db, requestId: string, status: 'approved' | 'rejected', actor: Actor) {
      await trx
        .updateTable('release_requests')
        .set({
          status,
          reviewed_by: actor.id,
          reviewed_by_name: actor.username,
          reviewed_at: new Date().toISOString(),
        })
        .where('id', '=', requestId)
        .execute();
    },

    async setStatus(trx: Db, requestId: string, status: ReleaseRequestStatus) {
      await trx
        .updateTable('release_requests')
        .set({ status })
        .where('id', '=', requestId)
        .execute();
    },
  };
}

export type ReleaseRequestsRepository = ReturnType<typeof createReleaseRequestsRepository>;
