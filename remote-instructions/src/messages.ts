/** Spec §8 fallbacks of the instruction calls, and those of the history (issue 11). */
export const INSTRUCTION_MESSAGES = {
  loadInstructions: 'Failed to fetch instructions',
  updateInstruction: 'Failed to update instruction',
  createInstruction: 'Failed to create instruction',
  loadVersions: 'Failed to fetch versions',
  restoreVersion: 'Failed to restore version',
  compareVersions: 'Failed to compare versions',
} as const;
