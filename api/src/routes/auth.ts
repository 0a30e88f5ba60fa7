import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  ChangePasswordRequest,
  ChangePasswordResponse,
  LoginRequest,
  LoginResponse,
  MeResponse,
} from '@portal/contract';
import type { LoginThrottleConfig } from '../config';
import type { SignInThrottle } from '../auth/login-throttle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { normalizeUsername } from '../auth/usernames';
import { ApiError, unauthorized } from '../errors';
import { sessionUserOf } from '../plugins/auth';
import { bearer, errors } from '../schemas';
import { fieldMessages } from '../validation';

const INVALID_CREDENTIALS = new ApiError(
  401,
  'INVALID_CREDENTIALS',
  'Invalid username or password',
);

/** POST /api/auth/login: public, throttled per client address and per username. */
export const loginRoutes: FastifyPluginAsyncTypebox<{
  throttle: LoginThrottleConfig;
  signIns: SignInThrottle;
}> = async (app, { throttle, signIns }) => {
  app.post(
    '/api/auth/login',
    {
      config: {
        rateLimit: { max: throttle.ipMax, timeWindow: throttle.ipWindowMs },
        rateLimitSubject: 'sign-in attempts',
      },
      schemaErrorFormatter: fieldMessages({
        username: { required: 'Username is required', pattern: 'Username is required' },
        password: { required: 'Password is required', minLength: 'Password is required' },
      }),
      schema: {
        tags: ['auth'],
        summary:
          'Sign in; answers a bearer token and the user it was issued to (`mustChangePassword` ' +
          'while it holds a one-time password). A disabled account answers as a wrong password',
        body: LoginRequest,
        response: { 200: LoginResponse, ...errors(400, 401, 429, 500) },
      },
    },
    async (request) => {
      // One spelling for the throttle and the lookup: any casing is the same user.
      const username = normalizeUsername(request.body.username);
      const earlierFailures = await signIns.assertSignInAllowed(username, request.ip);

      const user = await app.repos.users.findByUsername(username);
      const valid = user
        ? await verifyPassword(user.passwordHash, request.body.password)
        : await verifyAgainstDummy(request.body.password);
      // A disabled account answers (and counts, and takes as long) as a wrong password: the
      // answer tells nothing of which accounts exist or are disabled.
      if (!user || !valid || user.disabled) {
        await signIns.recordSignInFailure(username, request.ip);
        throw INVALID_CREDENTIALS;
      }
      // Most sign-ins have nothing to clear: no write for them.
      if (earlierFailures > 0) await signIns.recordSignInSuccess(username, request.ip);
      await app.repos.users.recordSignIn(user.id, new Date());
      const sessionUser = sessionUserOf(user);
      return {
        token: app.issueToken(sessionUser, user.tokenGeneration),
        ...sessionUser,
        ...(user.mustChangePassword ? { mustChangePassword: true as const } : {}),
      };
    },
  );
};

/**
 * GET /api/auth/me, PUT /api/auth/change-password and POST /api/auth/logout: registered inside the
 * authenticated scope, and the only routes an account holding a one-time password may call.
 * Wrong current passwords count per session (token `jti`), never against sign-in, so a
 * borrowed session can neither guess freely nor lock the owner out.
 */
export const sessionRoutes: FastifyPluginAsyncTypebox<{ signIns: SignInThrottle }> = async (
  app,
  { signIns },
) => {
  app.get(
    '/api/auth/me',
    {
      config: { oneTimePassword: 'allowed' },
      schema: {
        tags: ['auth'],
        summary: 'Who the token belongs to, with the role as it is now (not as when signed in)',
        security: bearer,
        response: { 200: MeResponse, ...errors(401, 500) },
      },
    },
    // `authenticate` read the account on this request: its role is the current one.
    async (request) => ({
      ...request.user,
      ...(request.mustChangePassword ? { mustChangePassword: true as const } : {}),
    }),
  );

  app.put(
    '/api/auth/change-password',
    {
      // Every role keeps its own password and sessions; a one-time password is changed here.
      config: { right: 'read', oneTimePassword: 'allowed' },
      schemaErrorFormatter: fieldMessages({
        currentPassword: {
          required: 'Current password is required',
          minLength: 'Current password is required',
        },
        newPassword: {
          required: 'New password is required',
          // Blank after trimming counts as missing, as in the browser's check (spec §5).
          pattern: 'New password is required',
          minLength: 'New password must be at least 6 characters',
        },
      }),
      schema: {
        tags: ['auth'],
        summary:
          "Change the signed-in user's password; ends every other session and answers a new token for this one",
        security: bearer,
        body: ChangePasswordRequest,
        response: { 200: ChangePasswordResponse, ...errors(400, 401, 429, 500) },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      if (newPassword === currentPassword) {
        throw new ApiError(
          400,
          'VALIDATION_FAILED',
          'New password must be different from current password',
        );
      }
      await signIns.assertPasswordChangeAllowed(request.sessionId);
      const user = await app.repos.users.findById(request.user.id);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        await signIns.recordPasswordChangeFailure(request.sessionId);
        throw new ApiError(400, 'INVALID_CURRENT_PASSWORD', 'Current password is incorrect');
      }
      await signIns.recordPasswordChangeSuccess(request.sessionId);
      const generation = await app.repos.users.updatePasswordHash(
        user.id,
        await hashPassword(newPassword),
        request.sessionId,
      );
      // The user was deleted in between: nothing left to sign in as.
      if (generation === undefined) throw unauthorized('Invalid token');
      return { token: app.issueToken(request.user, generation) };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { right: 'read', oneTimePassword: 'allowed' },
      schema: {
        tags: ['auth'],
        summary:
          'Sign out everywhere: every token of the signed-in user issued so far is refused from now on',
        security: bearer,
        response: {
          204: Type.Null({ description: 'Signed out' }),
          ...errors(401, 500),
        },
      },
    },
    async (request, reply) => {
      await app.repos.users.revokeTokens(request.user.id);
      return reply.status(204).send(null);
    },
  );
};
