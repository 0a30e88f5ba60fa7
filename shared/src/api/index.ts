export { apiClient, REQUEST_TIMEOUT_MS } from './http-client';
export { ApiError, errorMessage } from './api-error';
export * as authApi from './auth';
export * as tenantsApi from './tenants';
export * as workspacesApi from './workspaces';
