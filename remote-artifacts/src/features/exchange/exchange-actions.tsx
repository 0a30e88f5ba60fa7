import { Suspense, useState } from 'react';
import { Button } from '@portal/shared/antd';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { ExportDialog, ImportDialog } from './lazy-exchange-ui';

/** A tab's 'Export' and 'Import' (issue 24); their dialogs load when first opened. */
export function ExchangeActions({
  scope,
  kind,
}: {
  scope: WorkspaceScope | null;
  kind: 'icp' | 'usp';
}) {
  const [open, setOpen] = useState<'export' | 'import' | null>(null);
  const Dialog = open === 'export' ? ExportDialog : ImportDialog;
  return (
    <>
      <Button disabled={!scope} aria-haspopup="dialog" onClick={() => setOpen('export')}>
        Export
      </Button>
      <Button disabled={!scope} aria-haspopup="dialog" onClick={() => setOpen('import')}>
        Import
      </Button>
      {open && scope && (
        <Suspense fallback={null}>
          <Dialog scope={scope} kind={kind} onClosed={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
