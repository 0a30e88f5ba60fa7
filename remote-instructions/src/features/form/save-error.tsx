import { Button } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import type { SaveFailure } from './use-save-instruction';

interface SaveErrorProps {
  failure: SaveFailure | null;
  /** Offered on a conflict: back to the list, loaded afresh. */
  onReloadList: () => void;
}

/**
 * Why the last save failed; the form keeps what was typed. On a conflict the server's message
 * says what happened, and the way out is a fresh list.
 */
export function SaveError({ failure, onReloadList }: SaveErrorProps) {
  if (!failure) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={failure.message}
      action={
        failure.conflict && (
          <Button size="small" onClick={onReloadList}>
            Reload list
          </Button>
        )
      }
    />
  );
}
