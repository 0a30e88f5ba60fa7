import { useState, type Ref } from 'react';
import { Button } from '@portal/shared/antd';

/** The notice's 'Undo': busy while the restore runs, once. */
export function UndoButton({
  onUndo,
  buttonRef,
}: {
  onUndo: () => Promise<void>;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      ref={buttonRef}
      type="primary"
      size="small"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void onUndo().finally(() => setBusy(false));
      }}
    >
      Undo
    </Button>
  );
}
