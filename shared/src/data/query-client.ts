import { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api';

declare module '@tanstack/react-query' {
  // Every call goes through apiClient, which rejects with ApiError only.
  interface Register {
    defaultError: ApiError;
  }
}

/**
 * The portal's one server-state cache. `@portal/shared/data` is a federation singleton, so
 * the host and every remote read and write the same cache (a tenant list loaded by the
 * sign-in flow is the one the dashboard's switcher shows).
 *
 * No automatic retries: the spec gives every failed load an error with a Retry button, and
 * a failed save must say so at once. No refetch on window focus: lists reload when the spec
 * says (entering a view, choosing a scope, after a save), not when the user alt-tabs.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
