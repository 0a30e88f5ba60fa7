import { Suspense, useState } from 'react';
import { Button } from '@portal/shared/antd';
import { RefusableButton } from '@portal/remote-kit';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { ExportDialog, ImportDialog } from './lazy-exchange-ui';

/**
 * A tab's 'Export' and 'Import' (issue 24); their dialogs load when first opened. Import
 * writes: refused to a viewer, who may still export. While cards are selected, Export offers
 * them beside everything (issue 37 §4).
 */
export function ExchangeActions({
  scope,
  kind,
  refusal,
  selected = [],
}: {
  scope: WorkspaceScope | null;
  kind: 'icp' | 'usp';
  refusal: string | null;
  /** The selected records, in list order. */
  selected?: readonly { id: string }[];
}) {
  const [open, setOpen] = useState<'export' | 'import' | null>(null);
  // The selection as it was when Export opened: the dialog offers those records.
  const [offered, setOffered] = useState<string[]>([]);
  const closed = () => setOpen(null);
  const openExport = () => {
    setOffered(selected.map((item) => item.id));
    setOpen('export');
  };
  return (
    <>
      <Button disabled={!scope} aria-haspopup="dialog" onClick={openExport}>
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
          {open === 'export' ? (
            <ExportDialog scope={scope} kind={kind} offered={offered} onClosed={closed} />
          ) : (
            <ImportDialog scope={scope} kind={kind} onClosed={closed} />
          )}
        </Suspense>
      )}
    </>
  );
}
