import { type Kysely, sql } from 'kysely';

/**
 * Saved test cases on a record belong to that record's tenant (issue 33 §1–2):
 *
 * - `prompt_test_cases.tenant_id`: the input ICP's or USP's tenant, null for a typed company
 *   description (a global case), so a reader's list is one filter on it;
 * - each kept run's results gain `tenantId`, their case's tenant: null for a global case, ''
 *   (no tenant: admins only) for a case deleted since, whose tenant nothing recalls;
 * - the audit entries of a case on a record move to that record's tenant and workspace, out
 *   of the trail every signed-in user shares.
 *
 * Rows are read and written one by one: a type keeps at most 20 cases, and runs are few.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('prompt_test_cases').addColumn('tenant_id', 'text').execute();

  const cases = await sql<{ id: string; input: string }>`
    select id, input from prompt_test_cases`.execute(db);
  const tenantOf = new Map<string, string | null>();
  for (const { id, input } of cases.rows) {
    const { kind, tenantId, workspaceId } = JSON.parse(input) as {
      kind: string;
      tenantId?: string;
      workspaceId?: string;
    };
    if (kind === 'description' || tenantId === undefined) {
      tenantOf.set(id, null);
      continue;
    }
    tenantOf.set(id, tenantId);
    await sql`update prompt_test_cases set tenant_id = ${tenantId} where id = ${id}`.execute(db);
    await sql`update audit_entries set tenant_id = ${tenantId}, workspace_id = ${workspaceId ?? null}
      where entity = 'prompt-test-case' and entity_id = ${id}`.execute(db);
  }

  const runs = await sql<{ id: string; results: string }>`
    select id, results from prompt_test_runs`.execute(db);
  for (const { id, results } of runs.rows) {
    const scoped = (JSON.parse(results) as { caseId: string }[]).map((result) => ({
      ...result,
      tenantId: tenantOf.has(result.caseId) ? tenantOf.get(result.caseId) : '',
    }));
    await sql`update prompt_test_runs set results = ${JSON.stringify(scoped)} where id = ${id}`.execute(
      db,
    );
  }
}

/** Results and audit entries keep their tenants: they are only ever narrowed by them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('prompt_test_cases').dropColumn('tenant_id').execute();
}
