import axios from 'axios';
import { getRuntimeConfig } from '../config';
import { clearToken, readToken } from '../session/token-storage';
import { ApiError } from './api-error';
import { REQUEST_TIMEOUT_MS } from './request-timeout';

/**
 * The one axios instance behind `apiClient` (http-client.ts), in a module of its own that
 * `apiClient` loads on its first call: the sign-in page downloads axios only to sign in.
 */
export const axiosInstance = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

axiosInstance.interceptors.request.use((config) => {
  // Read per request: the runtime config may change after this module is evaluated.
  config.baseURL = getRuntimeConfig().apiBaseUrl;
  const token = readToken();
  if (token) config.headers.Authorization = `Bearer ${token}`;
  return config;
});

// Every failure leaves the client as one ApiError (status, code, message), so every page
// handles errors the same way whatever went wrong.
axiosInstance.interceptors.response.use(undefined, (cause: unknown) => {
  const error = ApiError.from(cause);
  // Spec §8: 401 drops the token without redirecting; 403, 5xx and silence are logged.
  if (error.status === 401) clearToken();
  else if (error.status === 403) console.error('Access denied:', error.message);
  else if (error.status !== null && error.status >= 500)
    console.error('Server error:', error.message);
  // A call its caller aborted got no answer on purpose: not a failure to log.
  else if (error.status === null && !axios.isCancel(cause))
    console.error('No response from the API:', error.message);
  return Promise.reject(error);
});
