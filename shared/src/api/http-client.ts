import axios, { AxiosError } from 'axios';
import { getRuntimeConfig } from '../config';
import { clearToken, readToken } from '../session/token-storage';
import type { ApiErrorBody } from '@portal/contract';

/** Spec §9: every call times out after 10,000 ms. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** The one HTTP client of the portal; every resource module calls through it. */
export const apiClient = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

apiClient.interceptors.request.use((config) => {
  // Read per request: the runtime config arrives after this module is evaluated.
  config.baseURL = getRuntimeConfig().apiBaseUrl;
  const token = readToken();
  if (token) config.headers.Authorization = `Bearer ${token}`;
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError) {
    const status = error.response?.status;
    // Spec §8: 401 drops the token without redirecting; 403, 5xx and silence are logged.
    if (status === 401) clearToken();
    else if (status === 403) console.error('Access denied:', error.config?.url);
    else if (status !== undefined && status >= 500) console.error('Server error:', error.message);
    else if (!error.response) console.error('No response from the API:', error.message);
  }
  return Promise.reject(error);
});

/** The message to show for a failed call: the server's own, else the spec's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof AxiosError) {
    const body = error.response?.data as Partial<ApiErrorBody> | undefined;
    if (body && typeof body.message === 'string' && body.message.trim()) return body.message;
  }
  return fallback;
}
