import {
  useMutation as useTanstackMutation,
  useQuery as useTanstackQuery,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { queryClient } from './query-client';

// The hooks bound to the one client: no provider is needed, so a page works the same inside
// the host, in a remote's standalone shell and under single-spa in a page that is not ours.

export function useQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useTanstackQuery(options, queryClient);
}

export function useMutation<TData, TVariables = void, TError = DefaultError, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  return useTanstackMutation(options, queryClient);
}
