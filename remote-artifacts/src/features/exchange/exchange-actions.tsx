import { Suspense, useState } from 'react';
import { Button } from '@portal/shared/antd';
import { RefusableButton } from '@portal/remote-kit';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { ExportDialog, ImportDialog } from './lazy-exchange-ui';

/**
 * A tab's 'Export' and 'Import' (issue 24); their dialogs load when first opened. Import
 * writes: refused to a viewer, who may still export.
 */
export function ExchangeActions({
  scope,
  kind,
  refusal,
}: {
  scope: WorkspaceScope | null;
  kind: 'icp' | 'usp';
  refusal: string | null;
}) {
  const [open, setOpen] = useState<'export' | 'import' | null>(null);
  const Dialog = open === 'export' ? ExportDialog : ImportDialog;
  return (
    <>
      <Button disabled={!scope} aria-haspopup="dialog" onClick={() => setOpen('export')}>
        Export
      </Button>
      <RefusableButton
        refusal={refusal}
        disabled={!scope}
        aria-haspopup="dialog"
        onClick={() => setOpen('import')}
      >
        Import
      </RefusableButton>
      {open && scope && (
        <Suspense fallback={null}>
          <Dialog scope={scope} kind={kind} onClosed={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
