import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PromptType } from '@portal/contract';
import { PROMPT_TYPES } from '@portal/contract/limits';
import type { Db } from '../db/connection';
import type { ReleaseAssignmentsTable, ReleasesTable } from '../db/schema';
import type { FullGate } from './release-gate';
import { type Actor, appendAudit } from './audit';
import { createdChanges } from './audit-changes';

export type AssignmentRow = Selectable<ReleaseAssignmentsTable>;
export type EventRow = Selectable<ReleasesTable>;

/** Every tenant without a row of its own: the release a staged rollout has not reached. */
export const EVERY_TENANT = '';

/** What an event records besides who made it. */
export interface EventWrite {
  kind: EventRow['kind'];
  promptType: PromptType;
  promptId: string | null;
  version: string;
  requestId?: string | null;
  rollsBack?: string | null;
  /** null: every tenant. */
  tenantIds: string[] | null;
  reason?: string | null;
  gate?: FullGate | null;
}

/** Releases are global like the instructions: audited without a tenant, tenants counted. */
const eventAudit = (event: EventRow, tenantIds: string[] | null) => ({
  action: event.kind === 'rollback' ? ('rollback' as const) : ('release' as const),
  entity: 'release' as const,
  entityId: event.id,
  tenantId: null,
  workspaceId: null,
  changes: createdChanges({
    promptType: event.prompt_type,
    version: event.version,
    tenants: tenantIds === null ? 'every tenant' : `${tenantIds.length} tenant(s)`,
    ...(event.reason === null ? {} : { reason: event.reason }),
    ...(event.rolls_back === null ? {} : { rollsBack: event.rolls_back }),
  }),
});

/** One event of the history, appended with its audit entry (overrides audit themselves). */
export async function appendEvent(
  trx: Db,
  write: EventWrite,
  actor: Actor | null,
): Promise<EventRow> {
  const row = await trx
    .insertInto('releases')
    .values({
      id: randomUUID(),
      kind: write.kind,
      prompt_type: write.promptType,
      prompt_id: write.promptId,
      version: write.version,
      request_id: write.requestId ?? null,
      rolls_back: write.rollsBack ?? null,
      tenant_ids: write.tenantIds === null ? null : JSON.stringify(write.tenantIds),
      released_by: actor?.id ?? null,
      released_by_name: actor?.username ?? null,
      reason: write.reason ?? null,
      gate: write.gate ? JSON.stringify(write.gate) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (write.kind === 'release' || write.kind === 'rollback') {
    await appendAudit(trx, actor, eventAudit(row, write.tenantIds));
  }
  return row;
}

/** The assignments of one type: every tenant's ('') and the staged tenants' own. */
export const assignmentsOf = (trx: Db, promptType: PromptType): Promise<AssignmentRow[]> =>
  trx.selectFrom('release_assignments').selectAll().where('prompt_type', '=', promptType).execute();

/** Sets a tenant's (or every tenant's) release of a type; the row keeps what it held before. */
export async function assign(
  trx: Db,
  row: Omit<AssignmentRow, 'previous_release_id'>,
  previous: string | null,
): Promise<void> {
  const values = { ...row, previous_release_id: previous };
  await trx
    .insertInto('release_assignments')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['prompt_type', 'tenant_id']).doUpdateSet({
        release_id: row.release_id,
        prompt_id: row.prompt_id,
        version: row.version,
        previous_release_id: previous,
      }),
    )
    .execute();
}

/** Removes the staged tenants' own rows: every tenant follows the '' row again. */
export const dropStaged = (trx: Db, promptType: PromptType) =>
  trx
    .deleteFrom('release_assignments')
    .where('prompt_type', '=', promptType)
    .where('tenant_id', '!=', EVERY_TENANT)
    .execute();

/** The live tenants, by id and name (archived ones receive nothing new and are not counted). */
export const liveTenants = (trx: Db) =>
  trx.selectFrom('tenants').select(['id', 'name']).where('archived_at', 'is', null).execute();

export function createReleasesRepository(db: Db) {
  return {
    /**
     * What resolve answers, in one statement (one round trip): the tenant's override of the
     * type, if any, and its release (its own row in a staged rollout, else every tenant's),
     * each with its text. The tenant-access hook has found the tenant already.
     */
    resolveRow: (tenantId: string, promptType: PromptType) =>
      db
        .selectFrom('tenants as t')
        .leftJoin('prompt_overrides as o', (join) =>
          join.onRef('o.tenant_id', '=', 't.id').on('o.prompt_type', '=', promptType),
        )
        .leftJoin('prompts as op', (join) =>
          join.onRef('op.id', '=', 'o.prompt_id').onRef('op.version', '=', 'o.version'),
        )
        .leftJoin('release_assignments as a', (join) =>
          join
            .on('a.prompt_type', '=', promptType)
            .on('a.tenant_id', 'in', [tenantId, EVERY_TENANT]),
        )
        .leftJoin('prompts as p', (join) =>
          join.onRef('p.id', '=', 'a.prompt_id').onRef('p.version', '=', 'a.version'),
        )
        .leftJoin('releases as r', 'r.id', 'a.release_id')
        .select([
          'o.id as override_id',
          'o.prompt_id as pinned_id',
          'o.version as pinned_version',
          'o.variant_version',
          'o.prompt_content as variant_content',
          'op.prompt_content as pinned_content',
          'a.release_id',
          'r.released_at',
          'p.id as released_id',
          'p.version as released_version',
          'p.prompt_content as released_content',
        ])
        .where('t.id', '=', tenantId)
        // A tenant's own row sorts after '' and wins.
        .orderBy('a.tenant_id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    find: (id: string) =>
      db.selectFrom('releases').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * The seed's first releases: each type that has an instruction and no release gets its
     * default (of its active versions, the one saved most recently) for every tenant, as the
     * migration gave existing databases.
     */
    async releaseUnreleasedDefaults(trx: Db): Promise<void> {
      for (const promptType of PROMPT_TYPES) {
        const [general] = await assignmentsOf(trx, promptType);
        if (general) continue;
        const head = await trx
          .selectFrom('prompts')
          .select(['id', 'version'])
          .where('prompt_type', '=', promptType)
          .where('is_active', '=', 1)
          .orderBy('updated_at', 'desc')
          .orderBy('seq', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (!head) continue;
        const event = await appendEvent(
          trx,
          {
            kind: 'initial',
            promptType,
            promptId: head.id,
            version: head.version,
            tenantIds: null,
            reason: 'The version every tenant used when releases began',
          },
          null,
        );
        await assign(
          trx,
          {
            prompt_type: promptType,
            tenant_id: EVERY_TENANT,
            release_id: event.id,
            prompt_id: head.id,
            version: head.version,
          },
          null,
        );
      }
    },
  };
}

export type ReleasesRepository = ReturnType<typeof createReleasesRepository>;

/**
 * An override change recorded as a release to its tenant (issue 35 §1): a pin or a variant
 * gives the tenant that text; removing it gives back the tenant's release (nothing recorded
 * when the type has none). Called in the override's own transaction, which audits it.
 */
export async function recordOverride(
  trx: Db,
  tenantId: string,
  promptType: PromptType,
  now: { promptId: string | null; version: string; reason: string } | null,
  actor: Actor | null,
): Promise<void> {
  let given = now;
  if (given === null) {
    const state = await assignmentsOf(trx, promptType);
    const row =
      state.find((item) => item.tenant_id === tenantId) ??
      state.find((item) => item.tenant_id === EVERY_TENANT);
    if (!row) return;
    given = {
      promptId: row.prompt_id,
      version: row.version,
      reason: 'Override removed: the tenant follows its release again',
    };
  }
  await appendEvent(trx, { kind: 'override', promptType, tenantIds: [tenantId], ...given }, actor);
}
