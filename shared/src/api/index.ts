export { apiClient, errorMessage, REQUEST_TIMEOUT_MS } from './http-client';
export * as authApi from './auth';
export * as tenantsApi from './tenants';
export * as workspacesApi from './workspaces';
export * as icpsApi from './icps';
export * as uspsApi from './usps';
export * as promptsApi from './prompts';
