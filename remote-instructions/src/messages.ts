/** Spec §8 fallbacks of the instruction calls. */
export const INSTRUCTION_MESSAGES = {
  loadInstructions: 'Failed to fetch instructions',
  updateInstruction: 'Failed to update instruction',
  createInstruction: 'Failed to create instruction',
} as const;
