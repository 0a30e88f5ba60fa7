import { Button, Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import type { LoadStatus } from '@portal/shared/data';
import type { Prompt } from '@portal/contract';
import { LoadingNotice, RetryAlert, SectionHeading, useFocusHandoff } from '@portal/remote-kit';
import type { StudioPanel } from '../../page-view/page-view';
import { InstructionForm } from './instruction-form';

interface InstructionEditViewProps {
  /** The instruction whose active version is edited, as the URL names it; null: a new one. */
  promptId: string | null;
  /** The instruction list, which holds the version to edit. */
  prompts: Prompt[];
  status: LoadStatus;
  error: string | null;
  onRetry: () => void;
  panels: StudioPanel[];
  onPanelsChange: (panels: StudioPanel[]) => void;
  /** Back to the list; `reload` after a conflict, so it shows what is active now. */
  onClose: (options: { reload: boolean }) => void;
  /** After a save: back to the list (which the save reloads). */
  onSaved: () => void;
}

/**
 * The edit view at its URL (issue 37 §3: `?edit=new`, `?edit=<id>`), so a reload, a link or
 * Back and Forward show the same form: for an id, the instruction's active version once the list
 * has it (spec §4: only the active version is edited), or why there is none to edit.
 */
export function InstructionEditView(props: InstructionEditViewProps) {
  const { promptId, prompts, status, error, onRetry, onClose } = props;
  const form = (prompt: Prompt | null) => (
    <InstructionForm
      // A form of its own for each instruction: nothing typed for one shows in another.
      key={prompt?.id ?? 'new'}
      prompt={prompt}
      panels={props.panels}
      onPanelsChange={props.onPanelsChange}
      onSaved={props.onSaved}
      onCancel={() => onClose({ reload: false })}
      onReloadList={() => onClose({ reload: true })}
    />
  );
  if (promptId === null) return form(null);
  const active = prompts.find((prompt) => prompt.id === promptId && prompt.isActive);
  if (active) return form(active);
  if (status === 'error' && error) return <RetryAlert title={error} onRetry={onRetry} />;
  if (status !== 'ready') return <LoadingNotice text="Loading instructions..." />;
  return <NothingToEdit onBack={() => onClose({ reload: false })} />;
}

/** A link to an instruction the list lacks (mistyped, or gone), or with no active version. */
function NothingToEdit({ onBack }: { onBack: () => void }) {
  const heading = useFocusHandoff<HTMLHeadingElement>();
  return (
    <Flex vertical gap={16}>
      <SectionHeading title="Instruction not found" headingRef={heading} />
      <Card>
        <Flex vertical gap={16} align="flex-start">
          <Typography.Paragraph style={{ margin: 0 }}>
            This link names no instruction with an active version to edit. It may be mistyped, or
            the instruction may have been removed.
          </Typography.Paragraph>
          <Button type="primary" onClick={onBack}>
            Back to instructions
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
