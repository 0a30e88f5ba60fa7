import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { normalizeUsername } from '../auth/usernames';
import type { Db } from '../db/connection';
import { appendAudit } from './audit';
import { createdChanges } from './audit-changes';
import { inTransaction } from './transaction';
import { isUniqueViolation } from './unique-violation';

const hashOf = (code: string) => createHash('sha256').update(code).digest('base64url');

/**
 * Sign-in with the company's identity provider (issue 34 §5): the one-time codes that carry a
 * finished sign-in to the browser, and the accounts it creates when auto-provisioning is on.
 */
export function createOidcRepository(db: Db) {
  return {
    /**
     * A random one-time code for `userId`, valid until `expiresAtMs`; only its hash is stored.
     * Codes expired by `nowMs` are forgotten on the way.
     */
    async createHandoff(userId: string, nowMs: number, expiresAtMs: number): Promise<string> {
      const code = randomBytes(32).toString('base64url');
      await db.deleteFrom('oidc_handoffs').where('expires_at_ms', '<=', nowMs).execute();
      await db
        .insertInto('oidc_handoffs')
        .values({ code_hash: hashOf(code), user_id: userId, expires_at_ms: expiresAtMs })
        .execute();
      return code;
    },

    /**
     * The user a live code was issued for, and the code is gone: one delete, so of two trades
     * of one code (on any instances) exactly one gets the user. Undefined for an unknown, used
     * or expired code.
     */
    async redeemHandoff(code: string, nowMs: number): Promise<string | undefined> {
      const row = await db
        .deleteFrom('oidc_handoffs')
        .where('code_hash', '=', hashOf(code))
        .returning(['user_id', 'expires_at_ms'])
        .executeTakeFirst();
      return row && Number(row.expires_at_ms) > nowMs ? row.user_id : undefined;
    },

    /**
     * A viewer in no tenant for a verified address the provider vouched for; it has no
     * password (no hash verifies), and its creation is audited as made by itself at its first
     * sign-in. 'username-in-use' when the address has an account already (a race).
     */
    async provisionViewer(email: string): Promise<{ id: string } | 'username-in-use'> {
      const id = randomUUID();
      const username = normalizeUsername(email);
      try {
        await inTransaction(db, async (trx) => {
          await trx
            .insertInto('users')
            .values({ id, username, password_hash: '', role: 'viewer' })
            .execute();
          await appendAudit(
            trx,
            { id, username },
            {
              action: 'create',
              entity: 'user',
              entityId: id,
              tenantId: null,
              workspaceId: null,
              changes: createdChanges({ username, role: 'viewer', tenants: '', signIn: 'oidc' }),
            },
          );
        });
        return { id };
      } catch (error) {
        if (isUniqueViolation(error)) return 'username-in-use';
        throw error;
      }
    },
  };
}

export type OidcRepository = ReturnType<typeof createOidcRepository>;
