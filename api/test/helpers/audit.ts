import type { AuditEntry, AuditPage } from '@portal/contract';
import type { Db } from '../../src/db/connection';
import type { TestContext } from './app';
import { sender } from './onboarding';

/** GET /api/audit with `query` as the caller `token`: the answer, parsed when it is a page. */
export async function readAudit(ctx: TestContext, token: string, query: Record<string, string>) {
  const response = await sender(ctx)('GET', `/api/audit?${new URLSearchParams(query)}`, token);
  return { response, page: response.statusCode === 200 ? response.json<AuditPage>() : undefined };
}

/** The entries of one answer as [action, entity, entityId] triples, newest first. */
export const triples = (entries: AuditEntry[]) =>
  entries.map((entry) => [entry.action, entry.entity, entry.entityId]);

/** How many audit rows the database holds: compared around refused and failed writes. */
export async function countAuditRows(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('audit_entries')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
