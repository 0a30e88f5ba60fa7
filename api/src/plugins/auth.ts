import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser, TokenPayload } from '@portal/contract';
import { unauthorized } from '../errors';

export const TOKEN_ISSUER = 'enterprise-portal-api';
export const TOKEN_AUDIENCE = 'enterprise-portal';

type SignedClaims = Pick<TokenPayload, 'sub' | 'username' | 'isAdmin'>;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SignedClaims;
    user: SessionUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless the bearer token is valid and its user still exists. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    issueToken: (user: SessionUser) => string;
  }
}

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

export default fp(
  async function auth(app: FastifyInstance, options: AuthOptions) {
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
        requiredClaims: ['exp', 'sub', 'iss', 'aud'],
      },
    });

    app.decorate('issueToken', (user: SessionUser) =>
      app.jwt.sign({ sub: user.id, username: user.username, isAdmin: user.isAdmin }),
    );

    app.decorate('authenticate', async (request: FastifyRequest) => {
      let claims: SignedClaims;
      try {
        claims = await request.jwtVerify<SignedClaims>();
      } catch (error) {
        throw unauthorized(reasonOf(error));
      }
      // The database, not the token, decides: a deleted user's tokens stop working at once.
      const user = await app.repos.users.findById(String(claims.sub));
      if (!user) throw unauthorized('Invalid token');
      request.user = { id: user.id, username: user.username, isAdmin: user.isAdmin };
    });
  },
  { name: 'auth', dependencies: ['repositories'] },
);
