import { useId, useState } from 'react';
import { Modal, Radio } from 'antd';
import { Flex, Typography } from '@portal/shared/antd';
import { errorMessage } from '@portal/shared';
import { useWorkspaces } from '@portal/shared/data';
import { RetryAlert } from '@portal/remote-kit';
import type { ExportFormat, ExportKind } from '@portal/contract';
import { exportWorkspace } from '../../api/exchange';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { exportFileName, saveFile } from './exchange-files';
import { useClosingModal } from '../../hooks/use-closing-modal';

export interface ExchangeDialogProps {
  scope: WorkspaceScope;
  /** The tab's kind: what a CSV holds. */
  kind: 'icp' | 'usp';
  /** Called once the dialog has closed (focus is back on the button that opened it). */
  onClosed: () => void;
}

interface ExportDialogProps extends ExchangeDialogProps {
  /** The selected records of `kind`, in list order: the export holds only them (issue 24 §4). */
  ids?: readonly string[];
  /**
   * The toolbar's 'Export' while cards are selected (issue 37 §4): their ids, offered first
   * beside everything.
   */
  offered?: readonly string[];
}

const EXPORT_FAILED = 'Error exporting';

/**
 * The exports a tab offers: its kind as JSON or CSV, or the whole workspace's pack; a
 * selection is of one kind, so it has no pack.
 */
export const exportChoices = (kind: 'icp' | 'usp', selection = false) => {
  const name = kind === 'icp' ? 'ICPs' : 'USPs';
  const ofKind = [
    { value: `json-${kind}`, format: 'json', kind, label: `${name} as JSON` },
    { value: `csv-${kind}`, format: 'csv', kind, label: `${name} as CSV (for spreadsheets)` },
  ] as { value: string; format: ExportFormat; kind: ExportKind; label: string }[];
  if (selection) return ofKind;
  return [
    ...ofKind,
    {
      value: 'json-all',
      format: 'json' as const,
      kind: 'all' as const,
      label: 'Workspace pack: ICPs and USPs as JSON',
    },
  ];
};

/** 'ICPs', or of a selection '3 selected ICPs'. */
const recordsOf = (kind: 'icp' | 'usp', ids?: readonly string[]) => {
  const name = kind === 'icp' ? 'ICP' : 'USP';
  if (!ids) return `${name}s`;
  return `${ids.length} selected ${name}${ids.length === 1 ? '' : 's'}`;
};

/**
 * 'Export': choose what, then the file downloads, named after the workspace, kind and day.
 * With `ids`, the selected records only, as JSON or CSV, in a file named as a selection.
 */
export function ExportDialog({ scope, kind, ids: given, offered, onClosed }: ExportDialogProps) {
  const { open, close } = useClosingModal();
  const [which, setWhich] = useState<'selected' | 'all'>('selected');
  const choosing = given === undefined && offered !== undefined && offered.length > 0;
  const ids = given ?? (choosing && which === 'selected' ? offered : undefined);
  const choices = exportChoices(kind, ids !== undefined);
  const [chosenValue, setChosen] = useState(`json-${kind}`);
  // The workspace pack is not a choice for a selection: its kind's JSON stands in.
  const chosen = choices.some(({ value }) => value === chosenValue) ? chosenValue : `json-${kind}`;
  const whichId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { workspaces } = useWorkspaces(scope.tenantId);
  const labelId = useId();

  const download = async () => {
    const choice = choices.find(({ value }) => value === chosen)!;
    setBusy(true);
    setError(null);
    try {
      const text = await exportWorkspace(scope, choice.format, choice.kind, ids);
      const workspace = workspaces.find(({ id }) => id === scope.workspaceId)?.name ?? '';
      saveFile(
        exportFileName(workspace, choice.kind, choice.format, new Date(), ids !== undefined),
        text,
        choice.format,
      );
      close();
    } catch (cause) {
      setError(errorMessage(cause, EXPORT_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`Export ${recordsOf(kind, ids)}`}
      okText="Download"
      cancelText="Cancel"
      confirmLoading={busy}
      onOk={() => void download()}
      onCancel={close}
      afterClose={onClosed}
    >
      <Flex vertical gap={12}>
        {choosing && (
          <>
            <Typography.Text id={whichId}>Which records</Typography.Text>
            <Radio.Group
              aria-labelledby={whichId}
              value={which}
              onChange={(event) => setWhich(event.target.value as 'selected' | 'all')}
              options={[
                { value: 'selected', label: `Export ${recordsOf(kind, offered)}` },
                { value: 'all', label: `Export all ${recordsOf(kind)}` },
              ]}
            />
          </>
        )}
        <Typography.Text id={labelId}>{ids ? 'File type' : 'What to export'}</Typography.Text>
        <Radio.Group
          aria-labelledby={labelId}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as string)}
        >
          <Flex vertical gap={8}>
            {choices.map(({ value, label }) => (
              <Radio key={value} value={value}>
                {label}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
        {error && (
          <RetryAlert
            title={EXPORT_FAILED}
            description={error === EXPORT_FAILED ? undefined : error}
            onRetry={() => void download()}
          />
        )}
      </Flex>
    </Modal>
  );
}
