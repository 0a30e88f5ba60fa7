import { useQuery } from '@portal/shared/data';
import { getModelProvider } from '../api/drafts';

/**
 * Whether a model is configured: false with the offline provider, null until known (or when
 * unknown: the draft's own 409 says it then). It changes only with the server's settings.
 */
export function useModelConfigured(): boolean | null {
  const query = useQuery({
    queryKey: ['model-provider'],
    queryFn: getModelProvider,
    staleTime: Infinity,
  });
  return query.data ? query.data.kind !== 'offline' : null;
}
