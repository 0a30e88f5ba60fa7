import { Suspense, useState } from 'react';
import { Button } from '@portal/shared/antd';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { ExportDialog } from './lazy-exchange-ui';

interface ExportSelectedProps {
  scope: WorkspaceScope;
  kind: 'icp' | 'usp';
  /** The selected records, in list order. */
  selected: readonly { id: string }[];
}

/**
 * The selection bar's 'Export' (issue 24 §4): the export dialog for the records selected when
 * it opened. It loads with the selection's code; the dialog when first opened.
 */
export function ExportSelected({ scope, kind, selected }: ExportSelectedProps) {
  const [ids, setIds] = useState<string[] | null>(null);
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setIds(selected.map((item) => item.id))}>
        Export
      </Button>
      {ids && (
        <Suspense fallback={null}>
          <ExportDialog scope={scope} kind={kind} ids={ids} onClosed={() => setIds(null)} />
        </Suspense>
      )}
    </>
  );
}
