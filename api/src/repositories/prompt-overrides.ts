import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import type { PromptOverride, PromptType, PutPromptOverrideRequest } from '@portal/contract';
import { PROMPT_TYPES } from '@portal/contract/limits';
import { type Db, isPostgres } from '../db/connection';
import type { PromptOverridesTable } from '../db/schema';
import { type Actor, appendAudit } from './audit';
import { createdChanges, deletedChanges, updatedChanges } from './audit-changes';
import {
  auditFields,
  type OverrideState,
  overrideAudit,
  requestedState,
  sameState,
} from './prompt-override-state';
import { lockPrompt } from './prompt-lock';
import { recordOverride } from './releases';
import { sortByName } from './tenants';
import { inTransaction } from './transaction';

/** A PUT either wrote (or found nothing to change), or named a version it may not pin. */
export type OverridePut =
  | { outcome: 'created' | 'updated' | 'unchanged'; override: PromptOverride }
  | { outcome: 'version-not-found' }
  | { outcome: 'type-mismatch'; version: string; pinnedType: PromptType };

type OverrideRow = Selectable<PromptOverridesTable> & {
  tenant_name: string;
  content: string | null;
};

const toIso = (value: Date | string) => new Date(value).toISOString();
const typeOrder = (type: PromptType) => PROMPT_TYPES.indexOf(type);

const toOverride = (row: OverrideRow): PromptOverride => ({
  id: row.id,
  tenantId: row.tenant_id,
  tenantName: row.tenant_name,
  promptType: row.prompt_type,
  kind: row.prompt_id === null ? 'variant' : 'pin',
  promptId: row.prompt_id,
  version: (row.prompt_id === null ? row.variant_version : row.version)!,
  promptContent: row.content!,
  updatedAt: toIso(row.updated_at),
  author: row.author,
});

/** Overrides with their tenant's name and, for a pin, the pinned version's text. */
const selectOverrides = (db: Db) =>
  db
    .selectFrom('prompt_overrides as o')
    .innerJoin('tenants as t', 't.id', 'o.tenant_id')
    .leftJoin('prompts as p', (join) =>
      join.onRef('p.id', '=', 'o.prompt_id').onRef('p.version', '=', 'o.version'),
    )
    .selectAll('o')
    .select((eb) => [
      't.name as tenant_name',
      eb.fn.coalesce('o.prompt_content', 'p.prompt_content').as('content'),
    ]);

async function findOverride(db: Db, tenantId: string, promptType: PromptType) {
  const row = await selectOverrides(db)
    .where('o.tenant_id', '=', tenantId)
    .where('o.prompt_type', '=', promptType)
    .executeTakeFirst();
  return row && toOverride(row);
}

/** The stored row, locked on PostgreSQL until the transaction ends (SQLite serialises writes). */
const lockedRow = (trx: Db, tenantId: string, promptType: PromptType) =>
  trx
    .selectFrom('prompt_overrides')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('prompt_type', '=', promptType)
    .$if(isPostgres(trx), (qb) => qb.forUpdate())
    .executeTakeFirst();

/**
 * Removes every pin to instruction `promptId` (any version), each with its audit entry. Called
 * by the instruction's delete inside its transaction, before the versions go.
 */
export async function deletePinsTo(trx: Db, promptId: string, actor: Actor | null) {
  const pins = await trx
    .deleteFrom('prompt_overrides')
    .where('prompt_id', '=', promptId)
    .returningAll()
    .execute();
  for (const pin of pins) {
    await appendAudit(trx, actor, overrideAudit('delete', pin, deletedChanges(auditFields(pin))));
  }
}

/** What an override gives its tenant, as the release history records it (issue 35). */
const overrideGives = (state: OverrideState) =>
  state.prompt_id === null
    ? { promptId: null, version: state.variant_version!, reason: 'Override: the tenant’s own text' }
    : {
        promptId: state.prompt_id,
        version: state.version!,
        reason: 'Override: pinned to a version',
      };

export function createPromptOverridesRepository(db: Db) {
  // The database clock, written as the column default writes it (ISO text on SQLite).
  const now = isPostgres(db)
    ? sql<string>`now()`
    : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  return {
    /** The overrides of these tenants: by tenant name, then in the instruction types' order. */
    async list(tenantIds: string[]): Promise<PromptOverride[]> {
      if (tenantIds.length === 0) return [];
      const rows = await selectOverrides(db).where('o.tenant_id', 'in', tenantIds).execute();
      const byType = rows
        .map(toOverride)
        .sort((a, b) => typeOrder(a.promptType) - typeOrder(b.promptType));
      // A stable sort by tenant keeps each tenant's overrides in type order.
      const byTenant = sortByName(byType.map((o) => ({ id: o.tenantId, name: o.tenantName, o })));
      return byTenant.map((item) => item.o);
    },

    find: (tenantId: string, promptType: PromptType) => findOverride(db, tenantId, promptType),

    /** Creates or replaces the tenant's override of `promptType`, with its audit entry. */
    put: (
      tenantId: string,
      promptType: PromptType,
      request: PutPromptOverrideRequest,
      actor: Actor | null,
    ): Promise<OverridePut> =>
      inTransaction(db, async (trx) => {
        if ('promptId' in request) {
          // A pin and a delete of its instruction take turns (the pin's foreign key would
          // otherwise refuse one of them with a database error).
          await lockPrompt(trx, request.promptId);
          const pinned = await trx
            .selectFrom('prompts')
            .select('prompt_type')
            .where('id', '=', request.promptId)
            .where('version', '=', request.version)
            .executeTakeFirst();
          if (!pinned) return { outcome: 'version-not-found' };
          if (pinned.prompt_type !== promptType) {
            return {
              outcome: 'type-mismatch',
              version: request.version,
              pinnedType: pinned.prompt_type,
            };
          }
        }
        const author = actor?.username ?? null;
        const fresh = requestedState(request, undefined);
        // Of two first PUTs, the second's insert waits for the first, then does nothing.
        const inserted = await trx
          .insertInto('prompt_overrides')
          .values({
            id: randomUUID(),
            tenant_id: tenantId,
            prompt_type: promptType,
            author,
            ...fresh,
          })
          .onConflict((oc) => oc.columns(['tenant_id', 'prompt_type']).doNothing())
          .returning(['id', 'tenant_id'])
          .executeTakeFirst();
        if (inserted) {
          const after = { prompt_type: promptType, ...fresh };
          await appendAudit(
            trx,
            actor,
            overrideAudit('create', inserted, createdChanges(auditFields(after))),
          );
          await recordOverride(trx, tenantId, promptType, overrideGives(fresh), actor);
          const override = (await findOverride(trx, tenantId, promptType))!;
          return { outcome: 'created', override };
        }
        const before = (await lockedRow(trx, tenantId, promptType))!;
        const next = requestedState(request, before);
        if (!sameState(before, next)) {
          await trx
            .updateTable('prompt_overrides')
            .set({ ...next, author, updated_at: now })
            .where('id', '=', before.id)
            .execute();
          const changes = updatedChanges(auditFields(before), auditFields({ ...before, ...next }));
          await appendAudit(trx, actor, overrideAudit('update', before, changes));
          await recordOverride(trx, tenantId, promptType, overrideGives(next), actor);
        }
        const override = (await findOverride(trx, tenantId, promptType))!;
        return { outcome: sameState(before, next) ? 'unchanged' : 'updated', override };
      }),

    /** Removes the tenant's override of `promptType`; false when it had none. */
    delete: (tenantId: string, promptType: PromptType, actor: Actor | null): Promise<boolean> =>
      inTransaction(db, async (trx) => {
        const before = await trx
          .deleteFrom('prompt_overrides')
          .where('tenant_id', '=', tenantId)
          .where('prompt_type', '=', promptType)
          .returningAll()
          .executeTakeFirst();
        if (!before) return false;
        await appendAudit(
          trx,
          actor,
          overrideAudit('delete', before, deletedChanges(auditFields(before))),
        );
        await recordOverride(trx, tenantId, promptType, null, actor);
        return true;
      }),
  };
}

export type PromptOverridesRepository = ReturnType<typeof createPromptOverridesRepository>;
