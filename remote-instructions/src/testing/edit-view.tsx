import { screen } from '@testing-library/react';
import { renderRoute } from './render-route';
import InstructionTuningPage from '../pages/instruction-tuning-page';

/** The instruction page at its route, its list loaded. */
export async function renderInstructionPage() {
  const view = renderRoute('/dashboard/instruction-tuning', <InstructionTuningPage />);
  await screen.findByRole('table');
  return view;
}

/** The Instruction textarea of the edit view. */
export const instructionField = () => screen.getByLabelText<HTMLTextAreaElement>('Instruction');

/**
 * Opens the edit view (a new instruction unless `editButton` names a row's Edit) and waits for
 * the studio, which loads after it.
 */
export async function openEditView(editButton = 'Add Instruction') {
  const view = await renderInstructionPage();
  await view.user.click(screen.getByRole('button', { name: editButton }));
  await screen.findByRole('button', { name: 'Insert variable' });
  return view;
}
