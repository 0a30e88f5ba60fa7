import type { PromptType } from '@portal/contract';
import type { Db } from '../../src/db/connection';

export const overridesUrl = (tenantId: string, promptType?: PromptType) =>
  `/api/tenants/${tenantId}/prompt-overrides${promptType === undefined ? '' : `/${promptType}`}`;

export const resolveUrl = (tenantId: string, promptType: PromptType) =>
  `/api/prompts/resolve?${new URLSearchParams({ tenantId, promptType })}`;

/** Every stored override row (timestamps included), for "nothing was written" checks. */
export async function snapshotOverrides(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('prompt_overrides').selectAll().orderBy('id').execute();
  return rows.map((row) => JSON.stringify(row));
}
