import { Suspense, useState } from 'react';
import { Button } from '@portal/shared/antd';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { closeNotice } from '../../notices/notices';
import { TrashDrawer } from './lazy-trash-ui';

interface TrashActionProps {
  scope: WorkspaceScope | null;
  /** Restore is a change: refused to a viewer, who may still look. */
  canChange: boolean;
}

/**
 * A tab's 'Trash' (issue 24 §4). The panel's code loads when first opened; it stays mounted
 * after, so closing plays antd's animation and focus goes back to this button.
 */
export function TrashAction({ scope, canChange }: TrashActionProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        disabled={!scope}
        aria-haspopup="dialog"
        onClick={() => {
          // The trash lists what an Undo notice offers, with Restore: the notice would only
          // cover the drawer's last rows (the whole width on a phone), so it goes.
          closeNotice();
          setUsed(true);
          setOpen(true);
        }}
      >
        Trash
      </Button>
      {used && scope && (
        <Suspense fallback={null}>
          <TrashDrawer
            scope={scope}
            open={open}
            onClose={() => setOpen(false)}
            canChange={canChange}
          />
        </Suspense>
      )}
    </>
  );
}
