import { Button, Flex } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import type { Prompt } from '@portal/contract';
import { ListEmpty, PlusIcon, SectionHeading } from '@portal/remote-kit';
import type { LoadStatus as ListStatus } from '@portal/shared/data';
import { InstructionTable } from './instruction-table';
import { LoadErrorAlert } from './load-error-alert';
import { LoadingNotice } from './loading-notice';

interface InstructionListProps {
  prompts: Prompt[];
  status: ListStatus;
  error: string | null;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (prompt: Prompt) => void;
}

/** The list view: heading, 'Add Instruction', and the table or the state it is in. */
export function InstructionList({ prompts, status, error, ...actions }: InstructionListProps) {
  const hasRows = prompts.length > 0;
  let body = null;
  if (hasRows) {
    body = (
      <InstructionTable prompts={prompts} loading={status === 'loading'} onEdit={actions.onEdit} />
    );
  } else if (status === 'loading') {
    body = <LoadingNotice text="Loading instructions..." />;
  } else if (status === 'ready') {
    body = (
      <ListEmpty
        title="No instructions yet"
        text="Get started by creating your first instruction."
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <SectionHeading
        title="Instructions"
        action={
          <Button type="primary" icon={<PlusIcon />} onClick={actions.onAdd}>
            Add Instruction
          </Button>
        }
      />
      {status === 'error' && error && <LoadErrorAlert message={error} onRetry={actions.onRetry} />}
      {body && <Card styles={{ body: { padding: 0 } }}>{body}</Card>}
    </Flex>
  );
}
