import { Typography } from '@portal/shared/antd';
import type { ConflictChoice } from '@portal/contract';
import { ConflictChoiceField } from './conflict-choice';
import { PreviewList } from './preview-list';

interface PlannedWritesProps<Create, Conflict> {
  /** e.g. '3 new, 1 already exists'. */
  summary: string;
  create: Create[];
  conflicts: Conflict[];
  createText: (row: Create) => string;
  conflictText: (row: Conflict) => string;
  choice: ConflictChoice;
  /** While a preview or the write runs. */
  busy: boolean;
  onChoice: (choice: ConflictChoice) => void;
}

/**
 * What an import's or a copy's preview plans to write: the summary, the clash choice when
 * names clash, the records to create and those that already exist.
 */
export function PlannedWrites<Create, Conflict>(props: PlannedWritesProps<Create, Conflict>) {
  return (
    <>
      <Typography.Text role="status" strong>
        {props.summary}
      </Typography.Text>
      {props.conflicts.length > 0 && (
        <ConflictChoiceField value={props.choice} disabled={props.busy} onChange={props.onChoice} />
      )}
      <PreviewList title="To create" items={props.create} text={props.createText} />
      <PreviewList title="Already exist" items={props.conflicts} text={props.conflictText} />
    </>
  );
}
