/**
 * Errors are values with a status and a stable code; the error handler turns them into the
 * one wire shape `{ statusCode, code, message }`. `message` is meant for the browser.
 */
import type { ApiErrorBody } from '@portal/contract';

/** What every failure of ours answers: the cause goes to the log, never to the client. */
export const INTERNAL_ERROR_BODY: Readonly<ApiErrorBody> = Object.freeze({
  statusCode: 500,
  code: 'INTERNAL_SERVER_ERROR',
  message: 'Internal Server Error',
});

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Seconds to put in a Retry-After header (429 only). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const validationFailed = (message: string) =>
  new ApiError(400, 'VALIDATION_FAILED', message);
export const unauthorized = (message = 'Authentication required') =>
  new ApiError(401, 'UNAUTHORIZED', message);
/** Signed in and in scope, but the action needs a role the caller lacks (isAdmin). */
export const forbidden = (message: string) => new ApiError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'NOT_FOUND', message);
/** A body that contradicts its own path (e.g. `id` ≠ `:icpId`): a client bug, not a lookup. */
export const idMismatch = (message: string) => new ApiError(400, 'ID_MISMATCH', message);
/** The request was valid but lost to the stored state (e.g. another edit came first). */
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
