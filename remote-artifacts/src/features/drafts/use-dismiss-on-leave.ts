import { useEffect } from 'react';
import type { GenerationRef } from '@portal/contract';
import { dismissDraft } from '../../api/drafts';

/**
 * The form's draft, when the form is left (closed, cancelled) or a newer draft replaces it,
 * is dismissed for its scorecard (issue 39 §4). A draft already saved stays saved: the API
 * ignores a dismissal after a save, so the form need not know which happened first.
 */
export function useDismissOnLeave(
  scope: { tenantId: string; workspaceId: string },
  generation: GenerationRef | null,
) {
  const { tenantId, workspaceId } = scope;
  useEffect(() => {
    if (!generation) return;
    return () => dismissDraft({ tenantId, workspaceId }, generation.token);
  }, [tenantId, workspaceId, generation]);
}
