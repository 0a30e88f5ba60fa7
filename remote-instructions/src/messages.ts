/**
 * Spec §8 fallbacks of the instruction calls, those of the history (issue 11) and of the
 * instruction studio (issue 20) and of the saved test cases (issue 21).
 */
export const INSTRUCTION_MESSAGES = {
  loadInstructions: 'Failed to fetch instructions',
  updateInstruction: 'Failed to update instruction',
  createInstruction: 'Failed to create instruction',
  loadVersions: 'Failed to fetch versions',
  loadArtifacts: 'Failed to fetch the artifacts of this version',
  restoreVersion: 'Failed to restore version',
  compareVersions: 'Failed to compare versions',
  renderPreview: 'Failed to render the preview',
  testRun: 'Failed to run the test',
  loadOverrides: 'Failed to fetch tenant overrides',
  saveOverride: 'Failed to save the override',
  removeOverride: 'Failed to remove the override',
  loadTestCases: 'Failed to fetch test cases',
  saveTestCase: 'Failed to save the test case',
  deleteTestCase: 'Failed to delete the test case',
  runTestCases: 'Failed to run the test cases',
  loadTestResults: "Failed to fetch the active version's results",
  // The spec's own fallbacks for these lists (§8), read here for the preview.
  loadIcps: 'Failed to load ICPs. Please try again.',
  loadUsps: 'Failed to load USPs',
} as const;

/**
 * Issue 34: why adding, editing and restoring instructions is disabled for a viewer, shown on
 * hover and focus (the edit view, with its test run and test cases, does not open for them).
 */
export const READ_ONLY_REASON = 'Viewers can read but not change instructions';
