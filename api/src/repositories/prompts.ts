import { randomUUID } from 'node:crypto';
import type { CreatePromptRequest, Prompt, PromptType } from '@portal/contract';
import type { Db } from '../db/connection';
import { affected, inTransaction } from './transaction';

/** What a version says; the version number and the flags are the repository's business. */
export type PromptText = Pick<CreatePromptRequest, 'description' | 'promptType' | 'promptContent'>;

export interface PromptKey {
  id: string;
  version: string;
}

/** An edit either appended a version, or found nothing to edit and wrote nothing. */
export type PromptEdit =
  { outcome: 'edited'; prompt: Prompt } | { outcome: 'not-active' } | { outcome: 'not-found' };

interface PromptRow {
  id: string;
  version: string;
  description: string;
  prompt_type: PromptType;
  prompt_content: string;
  is_active: boolean | number;
  updated_at: Date | string;
}

const columns = [
  'id',
  'version',
  'description',
  'prompt_type',
  'prompt_content',
  'is_active',
  'updated_at',
] as const;

/** PostgreSQL hands back a Date; SQLite the ISO text its column default wrote. */
const toIso = (value: Date | string) => new Date(value).toISOString();

const toPrompt = (row: PromptRow): Prompt => ({
  id: row.id,
  version: row.version,
  description: row.description,
  promptType: row.prompt_type,
  promptContent: row.prompt_content,
  updatedAt: toIso(row.updated_at),
  isActive: row.is_active ? 1 : 0,
});

/**
 * The version after `version`: the minor number goes up by one ('1.9' → '1.10'; the numbers
 * are counters, not decimals). Only the active version can be edited and it is always the
 * newest, so the result is new; the (id, version) key would refuse it otherwise.
 */
export function nextVersion(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor! + 1}`;
}

/** Stored strings are trimmed (the API has already refused blank ones). */
const textColumns = (text: PromptText) => ({
  description: text.description.trim(),
  prompt_type: text.promptType,
  prompt_content: text.promptContent.trim(),
});

async function insertVersion(trx: Db, key: PromptKey, text: PromptText): Promise<Prompt> {
  // 0/1 is accepted by both SQLite (no boolean binding) and PostgreSQL boolean input.
  await trx
    .insertInto('prompts')
    .values({ ...key, ...textColumns(text), is_active: 1 })
    .execute();
  const row = await trx
    .selectFrom('prompts')
    .select(columns)
    .where('id', '=', key.id)
    .where('version', '=', key.version)
    .executeTakeFirstOrThrow();
  return toPrompt(row);
}

export function createPromptsRepository(db: Db) {
  return {
    /** Every version of every prompt: active first, then most recently updated, then newest. */
    async list(): Promise<Prompt[]> {
      const rows = await db
        .selectFrom('prompts')
        .select(columns)
        .orderBy('is_active', 'desc')
        .orderBy('updated_at', 'desc')
        .orderBy('seq', 'desc')
        .execute();
      return rows.map(toPrompt);
    },

    /** A new prompt: a new id, version '1.0', active. */
    create: (text: PromptText): Promise<Prompt> =>
      inTransaction(db, (trx) => insertVersion(trx, { id: randomUUID(), version: '1.0' }, text)),

    /**
     * Appends the version after `key` and makes it the active one, in one transaction. The
     * conditional UPDATE is the lock: of two edits of one version, the second waits for the
     * first's row lock (PostgreSQL) or for the connection (SQLite), then finds the row no
     * longer active, updates nothing and writes nothing.
     */
    edit: (key: PromptKey, text: PromptText): Promise<PromptEdit> =>
      inTransaction(db, async (trx) => {
        const deactivated = await trx
          .updateTable('prompts')
          .set({ is_active: 0 })
          .where('id', '=', key.id)
          .where('version', '=', key.version)
          .where('is_active', '=', 1)
          .executeTakeFirst();
        if (affected(deactivated) === 0) {
          const exists = await trx
            .selectFrom('prompts')
            .select('id')
            .where('id', '=', key.id)
            .where('version', '=', key.version)
            .executeTakeFirst();
          return exists ? { outcome: 'not-active' } : { outcome: 'not-found' };
        }
        const next = { id: key.id, version: nextVersion(key.version) };
        return { outcome: 'edited', prompt: await insertVersion(trx, next, text) };
      }),

    /** The prompt with all its versions; false when no version had that id. */
    async delete(id: string): Promise<boolean> {
      return affected(await db.deleteFrom('prompts').where('id', '=', id).executeTakeFirst()) > 0;
    },
  };
}

export type PromptsRepository = ReturnType<typeof createPromptsRepository>;
