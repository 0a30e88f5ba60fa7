import type { CreatePromptRequest, Prompt, UpdatePromptRequest } from '@portal/contract';
import type { Db } from '../../src/db/connection';

/** A valid create body; `overrides` replace fields. */
export const promptInput = (overrides: Partial<CreatePromptRequest> = {}): CreatePromptRequest => ({
  version: '1.0',
  description: 'Draft ICPs from a company description',
  promptType: 'ICP',
  promptContent:
    'You are a go-to-market strategist. Draft an Ideal Customer Profile for {{tenant.name}}.',
  ...overrides,
});

/** The edit body of `prompt` (same id and version), with `changes` applied. */
export const editOf = (
  prompt: Prompt,
  changes: Partial<UpdatePromptRequest> = {},
): UpdatePromptRequest => ({
  id: prompt.id,
  version: prompt.version,
  description: prompt.description,
  promptType: prompt.promptType,
  promptContent: prompt.promptContent,
  ...changes,
});

export const promptUrl = (id: string, version?: string) =>
  `/api/prompts/${encodeURIComponent(id)}${version === undefined ? '' : `/${encodeURIComponent(version)}`}`;

/** Every stored prompt row (timestamps included), for "the database is unchanged" checks. */
export async function snapshotPrompts(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('prompts').selectAll().orderBy('seq').execute();
  return rows.map((row) => JSON.stringify(row));
}

/** The stored versions of one prompt, oldest first, as [version, active]. */
export async function versionsOf(db: Db, id: string): Promise<[string, boolean][]> {
  const rows = await db
    .selectFrom('prompts')
    .select(['version', 'is_active'])
    .where('id', '=', id)
    .orderBy('seq')
    .execute();
  return rows.map((row) => [row.version, Boolean(row.is_active)]);
}
