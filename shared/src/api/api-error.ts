import type { AxiosError } from 'axios';
import type { ApiErrorBody } from '@portal/contract';

/**
 * The one error every call through `apiClient` rejects with. `showable` says whether
 * `message` is meant for the user (the API's own, or a spec rule the client checks) or a description of a transport failure (logged;
 * pages show their spec §8 fallback instead).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  /**
   * The API's error answer as it came (beside `code` and `message`, the details a route
   * documents, e.g. a refused import's `errors`), or null when none came. Since runtime 3.1.
   */
  readonly body: Readonly<Record<string, unknown>> | null;

  constructor(
    /** The HTTP status, or null when no answer came (network failure, timeout). */
    readonly status: number | null,
    /** The API's code (`NOT_FOUND`, `STALE_VERSION`, ...), or `NETWORK_ERROR` / `HTTP_<status>`. */
    readonly code: string,
    message: string,
    readonly showable: boolean,
    options?: { cause?: unknown; body?: Record<string, unknown> },
  ) {
    super(message, options);
    this.body = options?.body ?? null;
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
    const data: unknown = error.response?.data;
    const body = isRecord(data)
      ? (data as Partial<ApiErrorBody> & Record<string, unknown>)
      : undefined;
    const serverMessage = typeof body?.message === 'string' ? body.message.trim() : '';
    const code =
      typeof body?.code === 'string'
        ? body.code
        : status === null
          ? 'NETWORK_ERROR'
          : `HTTP_${status}`;
    return serverMessage
      ? new ApiError(status, code, serverMessage, true, { cause: error, body })
      : new ApiError(status, code, error.message, false, { cause: error, body });
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
