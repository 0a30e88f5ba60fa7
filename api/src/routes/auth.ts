import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ChangePasswordRequest, LoginRequest, LoginResponse } from '@portal/contract';
import type { LoginThrottleConfig } from '../config';
import { UsernameThrottle } from '../auth/login-throttle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { ApiError } from '../errors';
import { bearer, errors } from '../schemas';
import { fieldMessages } from '../validation';

const INVALID_CREDENTIALS = new ApiError(
  401,
  'INVALID_CREDENTIALS',
  'Invalid username or password',
);

/** POST /api/auth/login: public, throttled per client IP and per username. */
export const loginRoutes: FastifyPluginAsyncTypebox<{
  throttle: LoginThrottleConfig;
  /** Wrong passwords per username, counted together with change-password's. */
  usernames: UsernameThrottle;
}> = async (app, { throttle, usernames }) => {
  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: { max: throttle.ipMax, timeWindow: throttle.ipWindowMs } },
      schemaErrorFormatter: fieldMessages({
        username: { required: 'Username is required', pattern: 'Username is required' },
        password: { required: 'Password is required', minLength: 'Password is required' },
      }),
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers a bearer token and the user it was issued to',
        body: LoginRequest,
        response: { 200: LoginResponse, ...errors(400, 401, 429, 500) },
      },
    },
    async (request) => {
      const username = request.body.username.trim();
      const throttleKey = username.toLowerCase();
      usernames.assertAllowed(throttleKey);

      const user = await app.repos.users.findByUsername(username);
      const valid = user
        ? await verifyPassword(user.passwordHash, request.body.password)
        : await verifyAgainstDummy(request.body.password);
      if (!user || !valid) {
        usernames.recordFailure(throttleKey);
        throw INVALID_CREDENTIALS;
      }
      usernames.recordSuccess(throttleKey);
      const sessionUser = { id: user.id, username: user.username, isAdmin: user.isAdmin };
      return { token: app.issueToken(sessionUser), ...sessionUser };
    },
  );
};

/**
 * PUT /api/auth/change-password: registered inside the authenticated scope. A wrong current
 * password counts against the same per-username budget as a failed sign-in, so a borrowed
 * session cannot be used to guess the password either.
 */
export const passwordRoutes: FastifyPluginAsyncTypebox<{ usernames: UsernameThrottle }> = async (
  app,
  { usernames },
) => {
  app.put(
    '/api/auth/change-password',
    {
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
        summary: "Change the signed-in user's password",
        security: bearer,
        body: ChangePasswordRequest,
        response: {
          204: Type.Null({ description: 'Password changed' }),
          ...errors(400, 401, 500),
        },
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      if (newPassword === currentPassword) {
        throw new ApiError(
          400,
          'VALIDATION_FAILED',
          'New password must be different from current password',
        );
      }
      const throttleKey = request.user.username.toLowerCase();
      usernames.assertAllowed(throttleKey, 'password attempts');
      const user = await app.repos.users.findById(request.user.id);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        usernames.recordFailure(throttleKey);
        throw new ApiError(400, 'INVALID_CURRENT_PASSWORD', 'Current password is incorrect');
      }
      usernames.recordSuccess(throttleKey);
      await app.repos.users.updatePasswordHash(user.id, await hashPassword(newPassword));
      return reply.status(204).send(null);
    },
  );
};
