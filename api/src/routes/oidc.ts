import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import * as client from 'openid-client';
import { LoginResponse, type Role } from '@portal/contract';
import { ROLES } from '@portal/contract/limits';
import type { LoginThrottleConfig } from '../config';
import { ApiError } from '../errors';
import { type OidcConfig, isLoopback } from '../oidc/config';
import {
  FLOW_COOKIE,
  FLOW_TTL_MS,
  cookieValue,
  flowCookie,
  openFlow,
  sealFlow,
} from '../oidc/flow-cookie';
import { sessionUserOf } from '../plugins/auth';
import type { UserRecord } from '../repositories/users';
import { errors } from '../schemas';

/** How long the browser has to trade the one-time code for the portal's token. */
export const HANDOFF_TTL_MS = 60_000;

const OidcStatus = Type.Object({
  enabled: Type.Boolean(),
  providerName: Type.Optional(Type.String()),
});

const CompleteRequest = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

const refusalPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: Type.String() } },
});

/** The callback's refusals: a page saying why, leading back to the sign-in page. */
const refusalPages = {
  400: refusalPage(
    'Wrong or expired state (OIDC_STATE_INVALID), or an answer that fails verification (OIDC_RESPONSE_INVALID)',
  ),
  401: refusalPage('The provider did not sign the user in (OIDC_PROVIDER_REFUSED)'),
  403: refusalPage(
    'Unverified email (OIDC_EMAIL_UNVERIFIED), domain not allowed (OIDC_DOMAIN_NOT_ALLOWED), or no usable account (OIDC_NO_ACCOUNT)',
  ),
  502: refusalPage('The provider cannot be reached (OIDC_PROVIDER_UNAVAILABLE)'),
};

/** A refused or failed sign-in at the provider: its status, code and the sentence shown. */
class OidcRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Where inside the portal to go on to after signing in: a plain path, or nothing. */
function safeRedirect(value: unknown): string {
  return typeof value === 'string' && value.length <= 512 && /^\/(?![/\\])/.test(value)
    ? value
    : '';
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** The highest role the claim's value(s) map to, if any does. */
function mappedRole(config: OidcConfig, claims: Record<string, unknown>): Role | undefined {
  if (!config.roleClaim) return undefined;
  const raw = claims[config.roleClaim.name];
  const values = Array.isArray(raw) ? raw : [raw];
  const roles = values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => config.roleClaim!.map[value])
    .filter((role): role is Role => role !== undefined);
  return roles.sort((a, b) => ROLES.indexOf(b) - ROLES.indexOf(a))[0];
}

/**
 * Sign-in with the company's OpenID Connect provider (issue 34 §5), public like the form's
 * login: GET /api/auth/oidc (on or off, and the provider's name) always; with OIDC on, GET
 * /api/auth/oidc/start and /callback (the authorization-code flow with PKCE, state and nonce,
 * run by openid-client) and POST /api/auth/oidc/complete (the browser trades the one-time code
 * the callback gave it for the portal's own token: no token is ever put in a URL).
 */
export const oidcRoutes: FastifyPluginAsyncTypebox<{
  oidc: OidcConfig | undefined;
  jwtSecret: string;
  throttle: LoginThrottleConfig;
  now: () => number;
}> = async (app, { oidc, jwtSecret, throttle, now }) => {
  app.get(
    '/api/auth/oidc',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Whether signing in with the company's identity provider is on, and the provider's name",
        response: { 200: OidcStatus },
      },
    },
    async () => (oidc ? { enabled: true, providerName: oidc.providerName } : { enabled: false }),
  );
  if (!oidc) return;
  const config = oidc;

  const insecure = isLoopback(new URL(config.issuer));
  let discovered: Promise<client.Configuration> | undefined;
  /** The provider's metadata, read once; a failed read is tried again by the next sign-in. */
  const provider = () => {
    discovered ??= client
      .discovery(
        new URL(config.issuer),
        config.clientId,
        config.clientSecret,
        // The OpenID default a provider's client is registered with.
        client.ClientSecretBasic(config.clientSecret),
        // Plain http only for a provider on the loopback address (tests, a developer's own).
        { execute: insecure ? [client.allowInsecureRequests] : [], timeout: 10 },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
  const secureCookie = config.callbackUrl.startsWith('https:');
  const rateLimit = { max: throttle.ipMax, timeWindow: throttle.ipWindowMs };

  app.get(
    '/api/auth/oidc/start',
    {
      config: { rateLimit, rateLimitSubject: 'sign-in attempts' },
      schema: {
        tags: ['auth'],
        summary:
          'Starts signing in at the identity provider: redirects there, with a signed httpOnly ' +
          'cookie holding the attempt (state, nonce, PKCE verifier) for the callback',
        querystring: Type.Object({ redirect: Type.Optional(Type.String({ maxLength: 512 })) }),
        response: {
          302: Type.Null({ description: "To the provider's authorization endpoint" }),
          ...errors(400, 429, 502),
        },
      },
    },
    async (request, reply) => {
      let configuration: client.Configuration;
      try {
        configuration = await provider();
      } catch (error) {
        request.log.warn({ err: error }, 'OIDC discovery failed');
        throw new ApiError(
          502,
          'OIDC_PROVIDER_UNAVAILABLE',
          `${config.providerName} cannot be reached; try again later`,
        );
      }
      const verifier = client.randomPKCECodeVerifier();
      const flow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier,
        redirect: safeRedirect(request.query.redirect),
        expiresAt: now() + FLOW_TTL_MS,
      };
      const target = client.buildAuthorizationUrl(configuration, {
        redirect_uri: config.callbackUrl,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      reply.header(
        'set-cookie',
        flowCookie(sealFlow(jwtSecret, flow), secureCookie, FLOW_TTL_MS / 1000),
      );
      return reply.redirect(target.href, 302);
    },
  );

  /** Back to the sign-in page, which shows what went wrong; the status says it too. */
  const refuse = (reply: FastifyReply, refusal: OidcRefusal) => {
    const back = `${config.portalUrl}/auth/login#oidc_error=${refusal.code}`;
    const text = escapeHtml(refusal.message);
    return reply
      .status(refusal.statusCode)
      .header('set-cookie', flowCookie('', secureCookie, 0))
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
          `<meta http-equiv="refresh" content="0;url=${escapeHtml(back)}">` +
          `<title>Sign-in refused</title></head><body><p>${text}</p>` +
          `<p><a href="${escapeHtml(back)}">Back to sign-in</a></p></body></html>`,
      );
  };

  /** Checks the provider's answer and finds (or creates) the account it signs in. */
  const accountFor = async (
    requestUrl: string,
    cookieHeader: string | undefined,
  ): Promise<{ user: UserRecord; redirect: string }> => {
    const sealed = cookieValue(cookieHeader, FLOW_COOKIE);
    const flow = sealed === undefined ? undefined : openFlow(jwtSecret, sealed, now());
    const params = new URL(requestUrl, 'http://callback').searchParams;
    const restart = 'This sign-in was not started here or has expired. Sign in again.';
    if (!flow || params.get('state') !== flow.state) {
      throw new OidcRefusal(400, 'OIDC_STATE_INVALID', restart);
    }
    const configuration = await provider();
    const callback = new URL(config.callbackUrl);
    callback.search = params.toString();
    let claims: Record<string, unknown>;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims()!;
      // The address may be in the ID token or only at the userinfo endpoint (same subject).
      const info = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
      claims = { ...idToken, ...info };
    } catch (error) {
      if (error instanceof client.AuthorizationResponseError) {
        throw new OidcRefusal(
          401,
          'OIDC_PROVIDER_REFUSED',
          `${config.providerName} did not sign you in.`,
        );
      }
      const code = String((error as { code?: unknown }).code ?? '');
      if (code.startsWith('OAUTH_')) {
        app.log.warn({ err: error }, 'OIDC answer refused');
        throw new OidcRefusal(
          400,
          'OIDC_RESPONSE_INVALID',
          `The answer from ${config.providerName} could not be verified. Sign in again.`,
        );
      }
      throw error;
    }

    const email = typeof claims.email === 'string' ? claims.email.trim() : '';
    if (!email || claims.email_verified !== true) {
      throw new OidcRefusal(
        403,
        'OIDC_EMAIL_UNVERIFIED',
        `Your email address at ${config.providerName} is not verified.`,
      );
    }
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    if (!email.includes('@') || !config.allowedDomains.includes(domain)) {
      throw new OidcRefusal(
        403,
        'OIDC_DOMAIN_NOT_ALLOWED',
        'Accounts of your email domain cannot sign in to this portal.',
      );
    }
    const noAccount = new OidcRefusal(
      403,
      'OIDC_NO_ACCOUNT',
      'There is no portal account for your email address. Ask an administrator for one.',
    );
    let user = await app.repos.users.findByUsername(email);
    if (!user && config.autoProvision) {
      await app.repos.oidc.provisionViewer(email);
      user = await app.repos.users.findByUsername(email);
    }
    // A disabled account is refused as one that does not exist, as the form does.
    if (!user || user.disabled) throw noAccount;

    const role = mappedRole(config, claims);
    if (role && role !== user.role) {
      const actor = { id: user.id, username: user.username };
      const changed = await app.repos.users.setRole(user.id, role, actor);
      if (changed === 'last-admin') app.log.warn({ userId: user.id }, 'OIDC role kept: last admin');
      user = (await app.repos.users.findById(user.id)) ?? user;
    }
    return { user, redirect: flow.redirect };
  };

  app.get(
    '/api/auth/oidc/callback',
    {
      config: { rateLimit, rateLimitSubject: 'sign-in attempts', refusesWithPage: true },
      schema: {
        tags: ['auth'],
        summary:
          'Where the identity provider sends the browser back: checks state, nonce and PKCE, ' +
          'the ID token and a verified, allowed email address, then redirects to the sign-in ' +
          'page with a one-time code (`#oidc=`) to trade at /api/auth/oidc/complete. A refusal ' +
          'answers 4xx with a page leading back to the sign-in page (`#oidc_error=CODE`)',
        response: {
          303: Type.Null({ description: 'To the sign-in page, with a one-time code' }),
          ...refusalPages,
          ...errors(429, 500),
        },
      },
    },
    async (request, reply) => {
      let account: { user: UserRecord; redirect: string };
      try {
        account = await accountFor(request.url, request.headers.cookie);
      } catch (error) {
        if (error instanceof OidcRefusal) return refuse(reply, error);
        request.log.warn({ err: error }, 'OIDC sign-in failed');
        return refuse(
          reply,
          new OidcRefusal(
            502,
            'OIDC_PROVIDER_UNAVAILABLE',
            `${config.providerName} cannot be reached; try again later.`,
          ),
        );
      }
      const code = await app.repos.oidc.createHandoff(
        account.user.id,
        now(),
        now() + HANDOFF_TTL_MS,
      );
      const query = account.redirect ? `?redirect=${encodeURIComponent(account.redirect)}` : '';
      return reply
        .header('set-cookie', flowCookie('', secureCookie, 0))
        .redirect(`${config.portalUrl}/auth/login${query}#oidc=${code}`, 303);
    },
  );

  app.post(
    '/api/auth/oidc/complete',
    {
      config: { rateLimit, rateLimitSubject: 'sign-in attempts' },
      schema: {
        tags: ['auth'],
        summary:
          'Trades the one-time code of a finished identity-provider sign-in (once, within a ' +
          'minute) for the sign-in answer: the same as POST /api/auth/login answers',
        body: CompleteRequest,
        response: { 200: LoginResponse, ...errors(400, 429, 500) },
      },
    },
    async (request) => {
      const userId = await app.repos.oidc.redeemHandoff(request.body.code, now());
      const user = userId === undefined ? undefined : await app.repos.users.findById(userId);
      if (!user || user.disabled) {
        throw new ApiError(
          400,
          'OIDC_CODE_INVALID',
          'This sign-in has expired or was already used. Sign in again.',
        );
      }
      await app.repos.users.recordSignIn(user.id, new Date(now()));
      const sessionUser = sessionUserOf(user);
      return {
        token: app.issueToken(sessionUser, user.tokenGeneration),
        ...sessionUser,
        ...(user.mustChangePassword ? { mustChangePassword: true as const } : {}),
      };
    },
  );
};
