import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';

// Its own module: the lazily loaded axios instance reads it too, without importing this one.
export { REQUEST_TIMEOUT_MS } from './request-timeout';

/** The calls the portal makes, with axios's signatures (response, config, error). */
export type ApiClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'delete'>;

let loading: Promise<AxiosInstance> | undefined;

/**
 * The axios instance, loaded once by the first call (or `loadApiClient`): axios is about a
 * tenth of the sign-in page's JavaScript and that page calls nothing before 'Sign In'.
 * A failed download is a call with no answer, and the next call tries again.
 */
export function loadApiClient(): Promise<AxiosInstance> {
  loading ??= import('./axios-instance').then(
    ({ axiosInstance }) => axiosInstance,
    (cause: unknown) => {
      loading = undefined;
      const message = cause instanceof Error ? cause.message : String(cause);
      const error = new ApiError(null, 'NETWORK_ERROR', message, false, { cause });
      console.error('No response from the API:', error.message);
      throw error;
    },
  );
  return loading;
}

/** The one HTTP client of the portal; every resource module calls through it. */
export const apiClient: ApiClient = {
  get: <T, R, D>(url: string, config?: AxiosRequestConfig<D>) =>
    loadApiClient().then((client) => client.get<T, R, D>(url, config)),
  delete: <T, R, D>(url: string, config?: AxiosRequestConfig<D>) =>
    loadApiClient().then((client) => client.delete<T, R, D>(url, config)),
  post: <T, R, D>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
    loadApiClient().then((client) => client.post<T, R, D>(url, data, config)),
  put: <T, R, D>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
    loadApiClient().then((client) => client.put<T, R, D>(url, data, config)),
};
