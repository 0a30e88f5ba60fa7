// `@portal/shared/data`: the server-state layer (TanStack Query), a federation singleton of its
// own so the sign-in page does not download it. Pages use these hooks, bound to the one cache.
import { followSession } from './follow-session';

export { queryClient } from './query-client';
export { useMutation, useQuery } from './hooks';
export { loadView, type LoadStatus, type LoadView } from './load-view';
export {
  tenantsQuery,
  useSelectedTenant,
  useSelectedWorkspace,
  useTenants,
  useWorkspaces,
  workspacesQuery,
} from './session-lists';
export { queryOptions } from '@tanstack/react-query';
// Links into other remotes' pages: here, not in the main entry, so sign-in never pays for them.
export { artifactLink, type ArtifactTarget } from '../links';
// What the user's role may do: here too, as the role ladder's constants come with it.
export { can, useCan } from '../rights';

// The data layer follows the session from the moment it loads (the store never calls it).
followSession();
