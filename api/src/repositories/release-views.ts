import type {
  PromptType,
  ReleaseEvent,
  ReleaseRequestDetail,
  ReleaseStatusList,
  TenantSet,
} from '@portal/contract';
import type { Db } from '../db/connection';
import { type FullGate, gateAsSeen, gateOf } from './release-gate';
import { createReleaseRequestsRepository, IN_FLIGHT, toSummary } from './release-requests';
import { EVERY_TENANT, liveTenants } from './releases';
import { type Caller, reachOf } from './tenants';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Tenants as `reaches` may see them: named when reached, counted otherwise; by name. */
function tenantSet(
  tenants: { id: string; name: string }[],
  reaches: (tenantId: string) => boolean,
): TenantSet {
  const named = tenants
    .filter((tenant) => reaches(tenant.id))
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { tenants: named, others: tenants.length - named.length };
}

/**
 * What release screens read (issue 35), each as its reader may see it: tenants of others
 * counted, never named; test cases of others counted in the gate.
 */
export function createReleaseViewsRepository(db: Db) {
  const requests = createReleaseRequestsRepository(db);

  /** Every live tenant's release of a type (overrides aside) and its override, by tenant. */
  async function typeState(promptType: PromptType) {
    const [tenants, rows, overrides] = await Promise.all([
      liveTenants(db),
      db
        .selectFrom('release_assignments')
        .selectAll()
        .where('prompt_type', '=', promptType)
        .execute(),
      db
        .selectFrom('prompt_overrides')
        .select('tenant_id')
        .where('prompt_type', '=', promptType)
        .execute(),
    ]);
    const general = rows.find((row) => row.tenant_id === EVERY_TENANT);
    const own = new Map(rows.map((row) => [row.tenant_id, row]));
    const overridden = new Set(overrides.map((row) => row.tenant_id));
    return {
      tenants,
      general,
      of: (tenantId: string) => own.get(tenantId) ?? general,
      overridden: (tenantId: string) => overridden.has(tenantId),
    };
  }

  return {
    /** Whether `caller` reaches a tenant, for refusals that name test cases. */
    reach: (caller: Caller) => reachOf(db, caller),

    /** One request with its text, the released text, the gate, the impact, the rollout, comments. */
    async detail(requestId: string, reader: Caller): Promise<ReleaseRequestDetail | undefined> {
      const row = await requests.find(db, requestId);
      if (!row) return undefined;
      const [version, state, reaches, comments, events] = await Promise.all([
        db
          .selectFrom('prompts')
          .select(['id', 'prompt_content'])
          .where('id', '=', row.prompt_id)
          .where('version', '=', row.version)
          .executeTakeFirst(),
        typeState(row.prompt_type),
        reachOf(db, reader),
        requests.comments(requestId),
        db.selectFrom('releases').select('id').where('request_id', '=', requestId).execute(),
      ]);
      const promptContent = version?.prompt_content ?? '';
      const gate: FullGate = version
        ? await gateOf(db, row.prompt_type, { id: version.id, promptContent })
        : { status: 'not-run', total: 0, passed: 0, failing: [], notRun: [] };
      let released: ReleaseRequestDetail['released'] = null;
      if (state.general) {
        const text = await db
          .selectFrom('prompts')
          .select('prompt_content')
          .where('id', '=', state.general.prompt_id)
          .where('version', '=', state.general.version)
          .executeTakeFirst();
        released = {
          releaseId: state.general.release_id,
          promptId: state.general.prompt_id,
          version: state.general.version,
          promptContent: text?.prompt_content ?? '',
        };
      }
      const ours = new Set(events.map((event) => event.id));
      const follow = state.tenants.filter((tenant) => !state.overridden(tenant.id));
      const releasedTo = follow.filter((tenant) => {
        const current = state.of(tenant.id);
        return current !== undefined && ours.has(current.release_id);
      });
      const done = new Set(releasedTo.map((tenant) => tenant.id));
      return {
        ...toSummary(row),
        promptContent,
        released,
        gate: gateAsSeen(gate, reaches),
        impact: {
          receive: tenantSet(follow, reaches),
          keepOverride: tenantSet(
            state.tenants.filter((tenant) => state.overridden(tenant.id)),
            reaches,
          ),
        },
        rollout: {
          releasedTo: tenantSet(releasedTo, reaches),
          remaining: tenantSet(
            follow.filter((tenant) => !done.has(tenant.id)),
            reaches,
          ),
        },
        comments,
      };
    },

    /** A type's release history, newest first, as `reader` may see it. */
    async history(promptType: PromptType, reader: Caller): Promise<ReleaseEvent[]> {
      const [rows, tenants, reaches, state] = await Promise.all([
        db
          .selectFrom('releases as e')
          .leftJoin('release_requests as q', 'q.id', 'e.request_id')
          .selectAll('e')
          .select(['q.requested_by_name', 'q.reviewed_by_name'])
          .where('e.prompt_type', '=', promptType)
          .orderBy('e.seq', 'desc')
          .limit(200)
          .execute(),
        db.selectFrom('tenants').select(['id', 'name']).execute(),
        reachOf(db, reader),
        typeState(promptType),
      ]);
      const ids = rows.map((row) => row.id);
      const rollbacks =
        ids.length === 0
          ? []
          : await db
              .selectFrom('releases')
              .select(['id', 'rolls_back'])
              .where('rolls_back', 'in', ids)
              .orderBy('seq', 'desc')
              .execute();
      const names = new Map(tenants.map((tenant) => [tenant.id, tenant.name]));
      return rows.map((row) => {
        const tenantIds = row.tenant_ids === null ? null : (JSON.parse(row.tenant_ids) as string[]);
        const gate = row.gate === null ? null : (JSON.parse(row.gate) as FullGate);
        return {
          id: row.id,
          kind: row.kind,
          promptType: row.prompt_type,
          promptId: row.prompt_id,
          version: row.version,
          tenants:
            tenantIds === null
              ? null
              : tenantSet(
                  tenantIds.map((id) => ({ id, name: names.get(id) ?? id })),
                  reaches,
                ),
          requestId: row.request_id,
          requestedBy: row.requested_by_name ?? null,
          approvedBy: row.reviewed_by_name ?? null,
          releasedBy: row.released_by_name,
          releasedAt: iso(row.released_at),
          gate: gate && gateAsSeen(gate, reaches),
          reason: row.reason,
          rollsBack: row.rolls_back,
          rolledBackBy: rollbacks
            .filter((item) => item.rolls_back === row.id)
            .map((item) => item.id),
          current: tenantSet(
            state.tenants.filter((tenant) => state.of(tenant.id)?.release_id === row.id),
            reaches,
          ),
        };
      });
    },

    /** What each version's Status cell says, and how many requests wait for a review. */
    async status(): Promise<ReleaseStatusList> {
      const [tenants, rows, inFlight] = await Promise.all([
        liveTenants(db),
        db.selectFrom('release_assignments').selectAll().execute(),
        db
          .selectFrom('release_requests')
          .select(['id', 'prompt_id', 'version', 'prompt_type', 'status'])
          .where('status', 'in', IN_FLIGHT)
          .execute(),
      ]);
      const items = new Map<string, ReleaseStatusList['items'][number]>();
      const item = (row: { prompt_id: string; version: string; prompt_type: PromptType }) => {
        const key = `${row.prompt_id}\n${row.version}`;
        let found = items.get(key);
        if (!found) {
          found = {
            promptId: row.prompt_id,
            version: row.version,
            promptType: row.prompt_type,
            releasedTo: 0,
            requestId: null,
          };
          items.set(key, found);
        }
        return found;
      };
      const byType = new Map<string, typeof rows>();
      for (const row of rows)
        byType.set(row.prompt_type, [...(byType.get(row.prompt_type) ?? []), row]);
      for (const typeRows of byType.values()) {
        const general = typeRows.find((row) => row.tenant_id === EVERY_TENANT);
        const own = new Map(typeRows.map((row) => [row.tenant_id, row]));
        for (const tenant of tenants) {
          const current = own.get(tenant.id) ?? general;
          if (current) item(current).releasedTo++;
        }
        // A release with no live tenant yet (none exist) still shows as released.
        if (general && tenants.length === 0) item(general);
      }
      for (const request of inFlight) item(request).requestId = request.id;
      return {
        tenantCount: tenants.length,
        openRequests: inFlight.filter((request) => request.status === 'open').length,
        items: [...items.values()],
      };
    },
  };
}

export type ReleaseViewsRepository = ReturnType<typeof createReleaseViewsRepository>;
