import { App } from '@portal/shared/antd-nav';
import { errorMessage } from '@portal/shared';

/** A tenant or a workspace: what the archive confirmation names and flips. */
interface Archivable {
  name: string;
  archived?: boolean;
}

/**
 * Issue 34 §2: archiving or unarchiving a tenant or a workspace, confirmed first. `run` does
 * it; a refusal lands in `onFailure` (the fallback text when the API gives none); `comesBack`
 * says who sees it again once unarchived.
 */
export function useConfirmArchive<T extends Archivable>({
  run,
  comesBack,
  fallback,
  onFailure,
}: {
  run: (item: T) => Promise<unknown>;
  comesBack: string;
  fallback: { archive: string; unarchive: string };
  onFailure: (message: string | null) => void;
}) {
  const { modal } = App.useApp();
  return (item: T) => {
    const unarchive = Boolean(item.archived);
    modal.confirm({
      title: unarchive ? `Unarchive ${item.name}?` : `Archive ${item.name}?`,
      content: unarchive
        ? comesBack
        : 'It leaves every list and selection of everyone but admins. Nothing is deleted; you can unarchive it.',
      okText: unarchive ? 'Unarchive' : 'Archive',
      okButtonProps: { danger: !unarchive },
      cancelText: 'Cancel',
      onOk: async () => {
        onFailure(null);
        await run(item).catch((error: unknown) =>
          onFailure(errorMessage(error, unarchive ? fallback.unarchive : fallback.archive)),
        );
      },
    });
  };
}
