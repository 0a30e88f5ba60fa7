import { randomUUID } from 'node:crypto';
import type { AuditChange, CreatePromptRequest, Prompt, PromptType } from '@portal/contract';
import { restoredDescription } from '@portal/contract/limits';
import type { Db } from '../db/connection';
import { type Actor, appendAudit } from './audit';
import { type AuditFields, createdChanges, deletedChanges, updatedChanges } from './audit-changes';
import { cutPage, type Page, type PageOf } from './page';
import { lockPrompt } from './prompt-lock';
import { deletePinsTo } from './prompt-overrides';
import { staleRequestsOf } from './release-requests';
import { affected, inTransaction } from './transaction';
import { nextVersion } from './versions';

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
  author: string | null;
}

const columns = [
  'id',
  'version',
  'description',
  'prompt_type',
  'prompt_content',
  'is_active',
  'updated_at',
  'author',
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
  author: row.author,
});

/** What the audit trail records of a version. */
const auditFields = (prompt: Prompt): AuditFields => ({
  version: prompt.version,
  description: prompt.description,
  promptType: prompt.promptType,
  promptContent: prompt.promptContent,
});

/** Instruction entries are global: no tenant, no workspace. */
const promptAudit = (
  action: 'create' | 'update' | 'delete' | 'restore',
  id: string,
  changes: AuditChange[],
) => ({
  action,
  entity: 'prompt' as const,
  entityId: id,
  tenantId: null,
  workspaceId: null,
  changes,
});

/** Stored strings are trimmed (the API has already refused blank ones). */
const textColumns = (text: PromptText) => ({
  description: text.description.trim(),
  prompt_type: text.promptType,
  prompt_content: text.promptContent.trim(),
});

async function findVersion(db: Db, key: PromptKey): Promise<Prompt | undefined> {
  const row = await db
    .selectFrom('prompts')
    .select(columns)
    .where('id', '=', key.id)
    .where('version', '=', key.version)
    .executeTakeFirst();
  return row && toPrompt(row);
}

async function insertVersion(
  trx: Db,
  key: PromptKey,
  text: PromptText,
  actor: Actor | null,
): Promise<Prompt> {
  // 0/1 is accepted by both SQLite (no boolean binding) and PostgreSQL boolean input.
  await trx
    .insertInto('prompts')
    .values({ ...key, ...textColumns(text), is_active: 1, author: actor?.username ?? null })
    .execute();
  return (await findVersion(trx, key))!;
}

/**
 * Makes `key` inactive if it is the active version: the lock of an edit and a restore. Of two
 * writes naming one active version, the second waits for the first's row lock (PostgreSQL) or
 * for the connection (SQLite), then finds the row no longer active and changes nothing.
 */
async function deactivate(trx: Db, key: PromptKey): Promise<boolean> {
  const result = await trx
    .updateTable('prompts')
    .set({ is_active: 0 })
    .where('id', '=', key.id)
    .where('version', '=', key.version)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return affected(result) > 0;
}

/** The list's order: active first, then most recently updated, then newest. */
const LIST_ORDER = ['is_active', 'updated_at', 'seq'] as const;

/** A restore appended a version, or was refused (nothing written), or found no such version. */
export type PromptRestore =
  | { outcome: 'restored'; prompt: Prompt }
  | { outcome: 'not-found' }
  | { outcome: 'not-active' }
  | { outcome: 'is-active' };

export function createPromptsRepository(db: Db) {
  const ordered = () => {
    let query = db.selectFrom('prompts').select([...columns, 'seq']);
    for (const column of LIST_ORDER) query = query.orderBy(column, 'desc');
    return query;
  };

  return {
    /** Every version of every prompt: active first, then most recently updated, then newest. */
    async list(): Promise<Prompt[]> {
      return (await ordered().execute()).map(toPrompt);
    },

    /**
     * One page of the same list. The cursor names a row; the page goes on after that row's
     * place in the order (a row-value comparison over the list's index). A cursor whose row
     * is gone (its instruction deleted) ends the list.
     */
    async page(page: Page): Promise<PageOf<Prompt>> {
      const rows = await ordered()
        .$if(page.after !== undefined, (qb) =>
          qb.where(({ eb, refTuple, selectFrom }) => {
            const cursorRow = selectFrom('prompts as cursor_row')
              .select(['cursor_row.is_active', 'cursor_row.updated_at', 'cursor_row.seq'])
              .where('cursor_row.seq', '=', page.after!);
            const cursor = cursorRow.$asTuple('is_active', 'updated_at', 'seq');
            return eb(refTuple('is_active', 'updated_at', 'seq'), '<', cursor);
          }),
        )
        .limit(page.limit + 1)
        .execute();
      return cutPage(rows, page.limit, (pageRows) => pageRows.map(toPrompt));
    },

    /** One prompt's versions, newest first; empty when no version has that id. */
    async versions(id: string): Promise<Prompt[]> {
      const rows = await db
        .selectFrom('prompts')
        .select(columns)
        .where('id', '=', id)
        .orderBy('seq', 'desc')
        .execute();
      return rows.map(toPrompt);
    },

    find: (key: PromptKey): Promise<Prompt | undefined> => findVersion(db, key),

    /**
     * A type's default (what a tenant without an override resolves to): of the active versions
     * of that type, the first in the list's order, i.e. the one saved most recently.
     */
    async findDefault(promptType: PromptType): Promise<Prompt | undefined> {
      const row = await ordered()
        .where('prompt_type', '=', promptType)
        .where('is_active', '=', 1)
        .limit(1)
        .executeTakeFirst();
      return row && toPrompt(row);
    },

    /** A new prompt: a new id, version '1.0', active; with its audit entry. */
    create: (text: PromptText, actor: Actor | null): Promise<Prompt> =>
      inTransaction(db, async (trx) => {
        const prompt = await insertVersion(trx, { id: randomUUID(), version: '1.0' }, text, actor);
        await appendAudit(
          trx,
          actor,
          promptAudit('create', prompt.id, createdChanges(auditFields(prompt))),
        );
        return prompt;
      }),

    /** Appends the version after `key` and makes it the active one, in one transaction. */
    edit: (key: PromptKey, text: PromptText, actor: Actor | null): Promise<PromptEdit> =>
      inTransaction(db, async (trx) => {
        await lockPrompt(trx, key.id);
        if (!(await deactivate(trx, key))) {
          const exists = await findVersion(trx, key);
          return exists ? { outcome: 'not-active' } : { outcome: 'not-found' };
        }
        const before = (await findVersion(trx, key))!;
        const next = { id: key.id, version: nextVersion(key.version) };
        const prompt = await insertVersion(trx, next, text, actor);
        // A request for the version before no longer names the head (issue 35 §2).
        await staleRequestsOf(trx, key.id);
        await appendAudit(
          trx,
          actor,
          promptAudit('update', key.id, updatedChanges(auditFields(before), auditFields(prompt))),
        );
        return { outcome: 'edited', prompt };
      }),

    /**
     * Appends a new active version with `source`'s content after `activeVersion`, which must
     * still be the active one (else nothing is written). Older rows stay as they were.
     */
    restore: (
      source: PromptKey,
      activeVersion: string,
      actor: Actor | null,
    ): Promise<PromptRestore> =>
      inTransaction(db, async (trx) => {
        await lockPrompt(trx, source.id);
        const old = await findVersion(trx, source);
        if (!old) return { outcome: 'not-found' };
        if (source.version === activeVersion) {
          return { outcome: old.isActive ? 'is-active' : 'not-active' };
        }
        const active = { id: source.id, version: activeVersion };
        if (!(await deactivate(trx, active))) return { outcome: 'not-active' };
        const before = (await findVersion(trx, active))!;
        const text = {
          description: restoredDescription(old.version, old.description),
          promptType: old.promptType,
          promptContent: old.promptContent,
        };
        const next = { id: source.id, version: nextVersion(activeVersion) };
        const prompt = await insertVersion(trx, next, text, actor);
        await staleRequestsOf(trx, source.id);
        await appendAudit(
          trx,
          actor,
          promptAudit(
            'restore',
            source.id,
            updatedChanges(auditFields(before), auditFields(prompt)),
          ),
        );
        return { outcome: 'restored', prompt };
      }),

    /**
     * The prompt with all its versions: 'deleted', or 'not-found' when no version had that id,
     * or 'released' (nothing written) while a version of it is some tenant's release (issue 35).
     */
    delete: (id: string, actor: Actor | null): Promise<'deleted' | 'not-found' | 'released'> =>
      inTransaction(db, async (trx) => {
        await lockPrompt(trx, id);
        const [newest] = await trx
          .selectFrom('prompts')
          .select(columns)
          .where('id', '=', id)
          .orderBy('seq', 'desc')
          .limit(1)
          .execute();
        if (!newest) return 'not-found';
        const released = await trx
          .selectFrom('release_assignments')
          .select('version')
          .where('prompt_id', '=', id)
          .limit(1)
          .executeTakeFirst();
        if (released) return 'released';
        await staleRequestsOf(trx, id);
        await deletePinsTo(trx, id, actor);
        await trx.deleteFrom('prompts').where('id', '=', id).execute();
        await appendAudit(
          trx,
          actor,
          promptAudit('delete', id, deletedChanges(auditFields(toPrompt(newest)))),
        );
        return 'deleted';
      }),
  };
}

export type PromptsRepository = ReturnType<typeof createPromptsRepository>;
