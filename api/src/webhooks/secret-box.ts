import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Webhook secrets must be read back to sign (a hash would not do), so they are stored sealed:
 * AES-256-GCM under a key derived from JWT_SECRET for this use only (HKDF, its own label). A
 * copy of the database alone (a backup, a read through some other hole) then cannot sign a
 * delivery a receiver would trust. Every instance shares JWT_SECRET already; changing it
 * leaves the stored secrets unreadable until an admin sets each again (the delivery says so).
 */
const KEY_LABEL = 'portal/issue-35/webhook-secret/v1';
const VERSION = 'v1';

export interface SecretBox {
  seal(secret: string): string;
  /** The secret; throws when it was sealed under another key or altered. */
  open(sealed: string): string;
}

export function createSecretBox(jwtSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', KEY_LABEL, 32));
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(stored) {
      const [version, iv, tag, sealed] = stored.split('.');
      if (version !== VERSION || !iv || !tag || sealed === undefined) {
        throw new Error('not a sealed webhook secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
