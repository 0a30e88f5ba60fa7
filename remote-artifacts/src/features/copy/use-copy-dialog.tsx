import { Suspense, useCallback, useState } from 'react';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { CopyDialog } from './lazy-copy-dialog';

/**
 * A tab's 'Copy to…': `copyOne` (stable, for the memoised cards) opens the copy dialog for an
 * item of the tab's kind, `copyMany` for the selected ones; `dialog` is what to render,
 * nothing until then.
 */
export function useCopyDialog(scope: WorkspaceScope | null, kind: 'icp' | 'usp') {
  const [ids, setIds] = useState<string[] | null>(null);
  const copyOne = useCallback((item: { id: string }) => setIds([item.id]), []);
  const copyMany = (items: { id: string }[]) => setIds(items.map((item) => item.id));
  const dialog = ids && scope && (
    <Suspense fallback={null}>
      <CopyDialog
        from={scope}
        icpIds={kind === 'icp' ? ids : []}
        uspIds={kind === 'usp' ? ids : []}
        onClosed={() => setIds(null)}
      />
    </Suspense>
  );
  return { copyOne, copyMany, dialog };
}
