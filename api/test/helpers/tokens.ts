import { createHmac, randomUUID } from 'node:crypto';
import { TEST_JWT_SECRET } from './app';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Hand-made JWTs, so tests control every header field and claim the server must check. */
export function craftToken(
  claims: Record<string, unknown>,
  { alg = 'HS256', secret = TEST_JWT_SECRET }: { alg?: string; secret?: string } = {},
): string {
  const unsigned = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}`;
  if (alg === 'none') return `${unsigned}.`;
  const hash = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }[alg] ?? 'sha256';
  return `${unsigned}.${createHmac(hash, secret).update(unsigned).digest('base64url')}`;
}

export function validClaims(
  sub: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub,
    username: 'staff@example.com',
    isAdmin: false,
    iat: now,
    exp: now + 600,
    iss: 'enterprise-portal-api',
    aud: 'enterprise-portal',
    gen: 0,
    jti: randomUUID(),
    ...overrides,
  };
}
