import type { PromptType, ReleaseComment, ReleaseRequestStatus } from '@portal/contract';
import type { Db } from '../db/connection';
import { enqueueWebhookEvent } from '../webhooks/outbox';
import { takeTurns } from './advisory-lock';
import type { Actor } from './audit';
import { lockPrompt } from './prompt-lock';
import { type FullGate, gateOf } from './release-gate';
import { createReleaseRequestsRepository, IN_FLIGHT, type RequestRow } from './release-requests';
import {
  type AssignmentRow,
  appendEvent,
  assign,
  assignmentsOf,
  dropStaged,
  type EventRow,
  EVERY_TENANT,
  liveTenants,
} from './releases';
import type { Caller } from './tenants';
import { inTransaction } from './transaction';

export type Releaser = Actor & Caller;

export type OpenOutcome =
  | { outcome: 'opened'; request: RequestRow }
  | { outcome: 'version-not-found' }
  | { outcome: 'not-head' }
  | { outcome: 'already-released' }
  | { outcome: 'request-open'; open: RequestRow };

export type ReviewOutcome =
  | { outcome: 'reviewed'; request: RequestRow }
  | { outcome: 'not-found' }
  | { outcome: 'self-approval' }
  | { outcome: 'stale' }
  | { outcome: 'not-open'; status: ReleaseRequestStatus };

export type ReleaseOutcome =
  | { outcome: 'released'; event: EventRow; request: RequestRow }
  | { outcome: 'not-found' }
  | { outcome: 'stale' }
  | { outcome: 'not-approved'; status: ReleaseRequestStatus }
  | { outcome: 'gate'; gate: FullGate }
  | { outcome: 'already-released' }
  | { outcome: 'unknown-tenants'; tenantIds: string[] };

export type RollbackOutcome =
  | { outcome: 'rolled-back'; events: EventRow[] }
  | { outcome: 'not-found' }
  | { outcome: 'unknown-tenants'; tenantIds: string[] }
  | { outcome: 'not-on-release'; tenantIds: string[] }
  | { outcome: 'nothing-before' }
  | { outcome: 'target-gone'; version: string };

/** What a release's or rollback's webhooks say (issue 35 §5). */
const webhookEvent = (kind: 'release' | 'rollback', event: EventRow, tenantIds: string[]) => ({
  event: kind,
  promptType: event.prompt_type,
  promptId: event.prompt_id!,
  version: event.version,
  tenantIds,
  releaseId: event.id,
  at: new Date(event.released_at).toISOString(),
});

/** The type's assignments as a lookup: a tenant's own row, else every tenant's. */
function stateOf(rows: AssignmentRow[]) {
  const general = rows.find((row) => row.tenant_id === EVERY_TENANT);
  const own = new Map(
    rows.filter((row) => row.tenant_id !== EVERY_TENANT).map((row) => [row.tenant_id, row]),
  );
  return { general, own, of: (tenantId: string) => own.get(tenantId) ?? general };
}

const names = (key: { prompt_id: string; version: string }) => (row: AssignmentRow | undefined) =>
  row !== undefined && row.prompt_id === key.prompt_id && row.version === key.version;

/**
 * The tenants of `tenantIds` the caller may not name: unknown, archived, or (for a member)
 * not theirs. A staged release or rollback names tenants the way a tenant route does.
 */
async function unknownTenants(trx: Db, caller: Caller, tenantIds: string[]): Promise<string[]> {
  const live = new Set((await liveTenants(trx)).map((tenant) => tenant.id));
  let reachable = live;
  if (!caller.isAdmin) {
    const rows = await trx
      .selectFrom('tenant_memberships')
      .select('tenant_id')
      .where('user_id', '=', caller.id)
      .execute();
    reachable = new Set(rows.map((row) => row.tenant_id).filter((id) => live.has(id)));
  }
  return tenantIds.filter((id) => !reachable.has(id));
}

/**
 * The release flow (issue 35): a request, its review, its release through the gate, and
 * rollbacks. Each is one transaction. Writes of one type take turns (an advisory lock on
 * PostgreSQL; SQLite has one writer), and a release holds its instruction's lock too, so an
 * edit cannot slip between the stale check and the release: of two releasers acting at once,
 * the second sees the first's outcome and is refused if nothing is left to do.
 */
export function createReleaseFlowRepository(db: Db) {
  const requests = createReleaseRequestsRepository(db);

  /** Marks a request stale when its version is no longer its instruction's head. */
  async function headOf(trx: Db, request: RequestRow) {
    return trx
      .selectFrom('prompts')
      .select(['id', 'version', 'prompt_content', 'is_active'])
      .where('id', '=', request.prompt_id)
      .where('version', '=', request.version)
      .executeTakeFirst();
  }

  return {
    /** An editor asks for the head version of an instruction to be released. */
    open: (
      key: { promptId: string; version: string },
      note: string,
      actor: Actor,
    ): Promise<OpenOutcome> =>
      inTransaction(db, async (trx) => {
        await lockPrompt(trx, key.promptId);
        const version = await trx
          .selectFrom('prompts')
          .select(['prompt_type', 'is_active'])
          .where('id', '=', key.promptId)
          .where('version', '=', key.version)
          .executeTakeFirst();
        if (!version) return { outcome: 'version-not-found' };
        if (!version.is_active) return { outcome: 'not-head' };
        const promptType = version.prompt_type;
        await takeTurns(trx, 'release', promptType);
        const open = await requests.inFlight(trx, promptType);
        if (open) return { outcome: 'request-open', open };
        const { general, own } = stateOf(await assignmentsOf(trx, promptType));
        const isIt = names({ prompt_id: key.promptId, version: key.version });
        if (isIt(general) && [...own.values()].every(isIt)) return { outcome: 'already-released' };
        const request = await requests.insert(trx, { ...key, promptType, note }, actor);
        return { outcome: 'opened', request };
      }),

    /** A releaser who did not ask approves or sends back an open request, with a word. */
    review: (
      requestId: string,
      verdict: 'approve' | 'reject',
      comment: string,
      actor: Releaser,
    ): Promise<ReviewOutcome> =>
      inTransaction(db, async (trx) => {
        const found = await requests.find(trx, requestId);
        if (!found) return { outcome: 'not-found' };
        await takeTurns(trx, 'release', found.prompt_type);
        const request = (await requests.find(trx, requestId, true))!;
        if (request.requested_by === actor.id) return { outcome: 'self-approval' };
        if (request.status === 'stale') return { outcome: 'stale' };
        if (request.status !== 'open') return { outcome: 'not-open', status: request.status };
        await requests.review(
          trx,
          requestId,
          verdict === 'approve' ? 'approved' : 'rejected',
          actor,
        );
        await requests.comment(trx, requestId, verdict, comment, actor);
        return { outcome: 'reviewed', request: (await requests.find(trx, requestId))! };
      }),

    /** Anyone who may change instructions comments on a request. */
    comment: (
      requestId: string,
      comment: string,
      actor: Actor,
    ): Promise<{ outcome: 'commented'; comment: ReleaseComment } | { outcome: 'not-found' }> =>
      inTransaction(db, async (trx) => {
        if (!(await requests.find(trx, requestId))) return { outcome: 'not-found' };
        await requests.comment(trx, requestId, 'comment', comment, actor);
        const all = await createReleaseRequestsRepository(trx).comments(requestId);
        return { outcome: 'commented', comment: all.at(-1)! };
      }),

    /**
     * Releases an approved request's version to every tenant, or first to `tenantIds`; a
     * later call (without them, or with the rest) completes it. The gate must pass, or a
     * `reason` be written; it is stored on the release either way.
     */
    release: (
      requestId: string,
      choice: { tenantIds?: string[]; reason?: string },
      actor: Releaser,
    ): Promise<ReleaseOutcome> =>
      inTransaction(db, async (trx) => {
        const found = await requests.find(trx, requestId);
        if (!found) return { outcome: 'not-found' };
        await lockPrompt(trx, found.prompt_id);
        await takeTurns(trx, 'release', found.prompt_type);
        const request = (await requests.find(trx, requestId, true))!;
        if (request.status === 'stale') return { outcome: 'stale' };
        if (request.status !== 'approved' && request.status !== 'released') {
          return { outcome: 'not-approved', status: request.status };
        }
        const version = await headOf(trx, request);
        if (!version) return { outcome: 'stale' };
        if (request.status === 'approved' && !version.is_active) {
          await requests.setStatus(trx, request.id, 'stale');
          return { outcome: 'stale' };
        }
        const promptType = request.prompt_type;
        const gate = await gateOf(trx, promptType, {
          id: version.id,
          promptContent: version.prompt_content,
        });
        const reason = choice.reason?.trim() || null;
        if ((gate.status === 'failing' || gate.status === 'not-run') && reason === null) {
          return { outcome: 'gate', gate };
        }
        if (choice.tenantIds) {
          const unknown = await unknownTenants(trx, actor, choice.tenantIds);
          if (unknown.length > 0) return { outcome: 'unknown-tenants', tenantIds: unknown };
        }

        const state = stateOf(await assignmentsOf(trx, promptType));
        const isIt = names(request);
        const key = { prompt_type: promptType, prompt_id: version.id, version: version.version };
        const targets = choice.tenantIds?.filter((id) => !isIt(state.of(id)));
        const everyone = choice.tenantIds === undefined;
        if (
          everyone ? isIt(state.general) && [...state.own.values()].every(isIt) : !targets!.length
        ) {
          return { outcome: 'already-released' };
        }
        const event = await appendEvent(
          trx,
          {
            kind: 'release',
            promptType,
            promptId: version.id,
            version: version.version,
            requestId: request.id,
            tenantIds: everyone ? null : targets!,
            reason,
            gate,
          },
          actor,
        );
        const toEveryone = async () => {
          await assign(
            trx,
            { ...key, tenant_id: EVERY_TENANT, release_id: event.id },
            state.general?.release_id ?? null,
          );
          await dropStaged(trx, promptType);
        };
        if (everyone) {
          await toEveryone();
        } else {
          for (const tenantId of targets!) {
            await assign(
              trx,
              { ...key, tenant_id: tenantId, release_id: event.id },
              state.of(tenantId)?.release_id ?? null,
            );
          }
          // Once every live tenant has it, the rollout is complete: one row for all again.
          const after = stateOf(await assignmentsOf(trx, promptType));
          const live = await liveTenants(trx);
          if (live.every((tenant) => isIt(after.of(tenant.id)))) await toEveryone();
        }
        await requests.setStatus(trx, request.id, 'released');
        // The tenants whose release this changed, for the webhooks (issue 35 §5): sent after
        // this transaction commits, never for one that rolls back.
        const reached = everyone ? (await liveTenants(trx)).map((tenant) => tenant.id) : targets!;
        await enqueueWebhookEvent(trx, webhookEvent('release', event, reached));
        return { outcome: 'released', event, request: (await requests.find(trx, request.id))! };
      }),

    /**
     * Gives the chosen tenants (or all on the release) the release they had before it, at
     * once. Each distinct earlier release is one rollback event.
     */
    rollback: (
      releaseId: string,
      choice: { tenantIds?: string[]; reason: string },
      actor: Releaser,
    ): Promise<RollbackOutcome> =>
      inTransaction(db, async (trx) => {
        const released = await trx
          .selectFrom('releases')
          .selectAll()
          .where('id', '=', releaseId)
          .executeTakeFirst();
        if (!released) return { outcome: 'not-found' };
        const promptType: PromptType = released.prompt_type;
        await takeTurns(trx, 'release', promptType);
        if (choice.tenantIds) {
          const unknown = await unknownTenants(trx, actor, choice.tenantIds);
          if (unknown.length > 0) return { outcome: 'unknown-tenants', tenantIds: unknown };
        }
        const rows = await assignmentsOf(trx, promptType);
        const state = stateOf(rows);
        const onIt = (row: AssignmentRow | undefined) => row?.release_id === releaseId;
        let moves: { tenantId: string; from: AssignmentRow }[];
        if (choice.tenantIds) {
          const notOn = choice.tenantIds.filter((id) => !onIt(state.of(id)));
          if (notOn.length > 0) return { outcome: 'not-on-release', tenantIds: notOn };
          moves = choice.tenantIds.map((tenantId) => ({ tenantId, from: state.of(tenantId)! }));
        } else {
          moves = rows.filter(onIt).map((from) => ({ tenantId: from.tenant_id, from }));
          if (moves.length === 0) return { outcome: 'not-on-release', tenantIds: [] };
        }
        if (moves.some((move) => move.from.previous_release_id === null)) {
          return { outcome: 'nothing-before' };
        }

        const byTarget = new Map<string, typeof moves>();
        for (const move of moves) {
          const target = move.from.previous_release_id!;
          byTarget.set(target, [...(byTarget.get(target) ?? []), move]);
        }
        const events: EventRow[] = [];
        for (const [targetId, group] of byTarget) {
          const target = await trx
            .selectFrom('releases as e')
            .innerJoin('prompts as p', (join) =>
              join.onRef('p.id', '=', 'e.prompt_id').onRef('p.version', '=', 'e.version'),
            )
            .select(['e.prompt_id', 'e.version'])
            .where('e.id', '=', targetId)
            .executeTakeFirst();
          if (!target) {
            const gone = await trx
              .selectFrom('releases')
              .select('version')
              .where('id', '=', targetId)
              .executeTakeFirst();
            return { outcome: 'target-gone', version: gone?.version ?? 'unknown' };
          }
          const everyone = group.some((move) => move.tenantId === EVERY_TENANT);
          const event = await appendEvent(
            trx,
            {
              kind: 'rollback',
              promptType,
              promptId: target.prompt_id,
              version: target.version,
              rollsBack: releaseId,
              tenantIds: everyone ? null : group.map((move) => move.tenantId),
              reason: choice.reason.trim(),
            },
            actor,
          );
          events.push(event);
          const moved = everyone
            ? (await liveTenants(trx))
                .map((tenant) => tenant.id)
                .filter((id) => state.of(id)?.release_id === releaseId)
            : group.map((move) => move.tenantId);
          await enqueueWebhookEvent(trx, webhookEvent('rollback', event, moved));
          for (const move of group) {
            await assign(
              trx,
              {
                prompt_type: promptType,
                tenant_id: move.tenantId,
                release_id: event.id,
                prompt_id: target.prompt_id!,
                version: target.version,
              },
              releaseId,
            );
          }
        }
        return { outcome: 'rolled-back', events };
      }),

    /** The type's request on its way, if any (open or approved). */
    inFlightOf: (promptType: PromptType) => requests.inFlight(db, promptType),
  };
}

export type ReleaseFlowRepository = ReturnType<typeof createReleaseFlowRepository>;

export { IN_FLIGHT };
