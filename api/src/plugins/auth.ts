import { randomUUID } from 'node:crypto';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser, TokenPayload } from '@portal/contract';
import { ApiError, unauthorized } from '../errors';
import type { UserRecord } from '../repositories/users';

/** What a request and a token know of an account: never its hash or token state. */
export const sessionUserOf = (user: UserRecord): SessionUser => ({
  id: user.id,
  username: user.username,
  role: user.role,
  isAdmin: user.isAdmin,
});

export const TOKEN_ISSUER = 'enterprise-portal-api';
export const TOKEN_AUDIENCE = 'enterprise-portal';

/**
 * What the API signs: the contract's claims plus `gen` (the user's token generation when the
 * token was issued; see `users.token_generation`) and `jti` (one id per sign-in session).
 */
type SignedClaims = Pick<TokenPayload, 'sub' | 'username' | 'role' | 'isAdmin'> & {
  gen: number;
  jti: string;
};
type VerifiedClaims = SignedClaims & { iat: number; exp: number; aud: unknown };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SignedClaims;
    user: SessionUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook: 401 unless the bearer token is valid, current, and its user exists and
     * is not disabled.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook after `authenticate`: 403 PASSWORD_CHANGE_REQUIRED while the account
     * signs in with a one-time password, on every route but those marked `oneTimePassword`.
     */
    requirePasswordChanged: (request: FastifyRequest) => Promise<void>;
    /** A token for `user` under its current token generation. */
    issueToken: (user: SessionUser, generation: number) => string;
  }
  interface FastifyRequest {
    /** The `jti` of the verified token: one sign-in session (set by `authenticate`). */
    sessionId: string;
    /** The account still has a one-time password to change (set by `authenticate`). */
    mustChangePassword: boolean;
  }
  interface FastifyContextConfig {
    /** The route answers an account that has not changed its one-time password yet. */
    oneTimePassword?: 'allowed';
  }
}

export const passwordChangeRequired = () =>
  new ApiError(403, 'PASSWORD_CHANGE_REQUIRED', 'Change your one-time password first');

export interface AuthOptions {
  jwtSecret: string;
  tokenTtlSeconds: number;
}

function reasonOf(error: unknown): string {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_JWT_NO_AUTHORIZATION_IN_HEADER') return 'Missing bearer token';
  if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') return 'Token has expired';
  return 'Invalid token';
}

/**
 * Claims a correct signature alone does not vouch for: a token signed with our secret but
 * not by `issueToken` (a leaked secret, another tool) must still look like one of ours.
 */
function wellFormed(claims: VerifiedClaims, ttlSeconds: number): boolean {
  return (
    typeof claims.sub === 'string' &&
    typeof claims.aud === 'string' &&
    typeof claims.jti === 'string' &&
    Number.isSafeInteger(claims.gen) &&
    Number.isFinite(claims.iat) &&
    Number.isFinite(claims.exp) &&
    claims.exp - claims.iat <= ttlSeconds
  );
}

export default fp(
  async function auth(app: FastifyInstance, options: AuthOptions) {
    app.decorateRequest('sessionId', '');
    app.decorateRequest('mustChangePassword', false);
    await app.register(jwt, {
      secret: options.jwtSecret,
      // A number here means seconds (@fastify/jwt converts it for fast-jwt).
      sign: {
        algorithm: 'HS256',
        iss: TOKEN_ISSUER,
        aud: TOKEN_AUDIENCE,
        expiresIn: options.tokenTtlSeconds,
      },
      verify: {
        // Pinning the algorithm rules out alg=none and key-confusion tokens.
        algorithms: ['HS256'],
        allowedIss: TOKEN_ISSUER,
        allowedAud: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub', 'iss', 'aud', 'gen', 'jti'],
      },
    });

    app.decorate('issueToken', (user: SessionUser, generation: number) =>
      app.jwt.sign({
        sub: user.id,
        username: user.username,
        role: user.role,
        isAdmin: user.isAdmin,
        gen: generation,
        jti: randomUUID(),
      }),
    );

    app.decorate('authenticate', async (request: FastifyRequest) => {
      let claims: VerifiedClaims;
      try {
        claims = await request.jwtVerify<VerifiedClaims>();
      } catch (error) {
        throw unauthorized(reasonOf(error));
      }
      if (!wellFormed(claims, options.tokenTtlSeconds)) throw unauthorized('Invalid token');
      // The database, not the token, decides: a deleted user's tokens stop working at once,
      // and so do tokens issued before a password change or a sign-out (any instance),
      // except the session that changed the password. The same read gives the role: a role
      // change holds from the next request on, whatever the token says; and a disabled
      // account's tokens answer as a revoked one.
      const user = await app.repos.users.findById(claims.sub);
      const current = user?.tokenGeneration === claims.gen || user?.keptSessionId === claims.jti;
      if (!user || !current || user.disabled) throw unauthorized('Invalid token');
      request.user = sessionUserOf(user);
      request.sessionId = claims.jti;
      request.mustChangePassword = user.mustChangePassword;
    });

    app.decorate('requirePasswordChanged', async (request: FastifyRequest) => {
      if (request.mustChangePassword && request.routeOptions.config.oneTimePassword !== 'allowed') {
        throw passwordChangeRequired();
      }
    });
  },
  { name: 'auth', dependencies: ['repositories'] },
);
