import { Button, Flex } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';

interface FormActionsProps {
  submitLabel: string;
  saving: boolean;
  /** Why the last save failed; the form keeps what was typed. */
  saveError: string | null;
  /**
   * Set when the last save was refused because someone else saved the item since: says so,
   * with Reload. The form keeps what was typed until the user reloads (or cancels).
   */
  stale?: { message: string; onReload: () => void } | null;
  onCancel: () => void;
}

/** The foot of a form: the save failure, if any, then Cancel and submit. */
export function FormActions({ submitLabel, saving, saveError, stale, onCancel }: FormActionsProps) {
  return (
    <Flex vertical gap={12}>
      {saveError && <Alert type="error" showIcon title={saveError} />}
      {stale && (
        <Alert
          type="warning"
          role="alert"
          showIcon
          title={stale.message}
          action={
            <Button size="small" onClick={stale.onReload}>
              Reload
            </Button>
          }
        />
      )}
      <Flex wrap justify="flex-end" gap={8}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Flex>
    </Flex>
  );
}
