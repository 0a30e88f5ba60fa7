import { useState } from 'react';
import { announceStoreConsumer } from '@portal/shared';
import type { Prompt } from '@portal/contract';
import { InstructionForm } from '../components/instruction-form';
import { InstructionList } from '../components/instruction-list';
import { useInstructions } from '../hooks/use-instructions';

announceStoreConsumer('remote_instructions');

/** Which edit view is open: a new instruction (`prompt: null`) or the active version edited. */
interface EditView {
  prompt: Prompt | null;
}

/** Spec §2 'Instruction tuning': the instruction list, and the edit view toggled from it. */
export default function InstructionTuningPage() {
  const instructions = useInstructions();
  const [editView, setEditView] = useState<EditView | null>(null);

  const backToList = ({ reload }: { reload: boolean }) => {
    setEditView(null);
    if (reload) instructions.retry();
  };

  if (editView) {
    return (
      <InstructionForm
        prompt={editView.prompt}
        onSaved={() => backToList({ reload: false })}
        onCancel={() => backToList({ reload: false })}
        onReloadList={() => backToList({ reload: true })}
      />
    );
  }

  return (
    <InstructionList
      prompts={instructions.prompts}
      status={instructions.status}
      error={instructions.error}
      onRetry={instructions.retry}
      onAdd={() => setEditView({ prompt: null })}
      onEdit={(prompt) => setEditView({ prompt })}
    />
  );
}
