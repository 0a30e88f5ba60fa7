import type { AxiosError } from 'axios';
import type { ApiErrorBody } from '@portal/contract';

/**
 * The one error every call through `apiClient` rejects with. `showable` says whether
 * `message` is meant for the user (the API's own, or a spec rule the client checks) or a description of a transport failure (logged;
 * pages show their spec §8 fallback instead).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The HTTP status, or null when no answer came (network failure, timeout). */
    readonly status: number | null,
    /** The API's code (`NOT_FOUND`, `STALE_VERSION`, ...), or `NETWORK_ERROR` / `HTTP_<status>`. */
    readonly code: string,
    message: string,
    readonly showable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** A spec rule the client checks before calling, e.g. 'No tenant or workspace selected'. */
  static rule(code: string, message: string): ApiError {
    return new ApiError(null, code, message, true);
  }

  static from(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (!isAxiosError(error)) {
      return new ApiError(null, 'CLIENT_ERROR', String((error as Error)?.message ?? error), false, {
        cause: error,
      });
    }
    const status = error.response?.status ?? null;
    const body = error.response?.data as Partial<ApiErrorBody> | undefined;
    const serverMessage = typeof body?.message === 'string' ? body.message.trim() : '';
    const code =
      typeof body?.code === 'string'
        ? body.code
        : status === null
          ? 'NETWORK_ERROR'
          : `HTTP_${status}`;
    return serverMessage
      ? new ApiError(status, code, serverMessage, true, { cause: error })
      : new ApiError(status, code, error.message, false, { cause: error });
  }
}

/**
 * Told by axios's own mark rather than `instanceof`, so this module (on every page) does not
 * load axios (http-client.ts loads it on the first call).
 */
function isAxiosError(error: unknown): error is AxiosError {
  return (error as { isAxiosError?: unknown } | null)?.isAxiosError === true;
}

/** The message to show for a failed call: the server's own, else the spec's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.showable ? error.message : fallback;
}
