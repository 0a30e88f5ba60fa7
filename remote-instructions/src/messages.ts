/**
 * Spec §8 fallbacks of the instruction calls, those of the history (issue 11) and of the
 * instruction studio (issue 20), of the saved test cases (issue 21) and of releases (issue 35).
 */
export const INSTRUCTION_MESSAGES = {
  loadInstructions: 'Failed to fetch instructions',
  updateInstruction: 'Failed to update instruction',
  createInstruction: 'Failed to create instruction',
  loadVersions: 'Failed to fetch versions',
  loadArtifacts: 'Failed to fetch the artifacts of this version',
  loadScorecard: 'Failed to fetch the scorecard',
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
  cancelTestRun: 'Failed to cancel the run',
  runInterrupted: 'The run stopped before it ended (the server restarted): run it again.',
  loadTestResults: "Failed to fetch the active version's results",
  loadReleaseRequests: 'Failed to fetch release requests',
  loadReleaseRequest: 'Failed to fetch the release request',
  requestRelease: 'Failed to request the release',
  reviewRequest: 'Failed to review the release request',
  commentRequest: 'Failed to add the comment',
  release: 'Failed to release the version',
  loadReleases: 'Failed to fetch the release history',
  rollback: 'Failed to roll back the release',
  resolveRelease: "Failed to fetch the version this tenant's AI uses",
  // The spec's own fallbacks for these lists (§8), read here for the preview.
  loadIcps: 'Failed to load ICPs. Please try again.',
  loadUsps: 'Failed to load USPs',
} as const;

/**
 * Issue 34: why adding, editing and restoring instructions is disabled for a viewer, shown on
 * hover and focus (the edit view, with its test run and test cases, does not open for them).
 */
export const READ_ONLY_REASON = 'Viewers can read but not change instructions';

/**
 * Issue 35: why a viewer's release actions are disabled, on hover and focus. Approving,
 * sending back, releasing and rolling back are hidden from everyone but releasers.
 */
export const RELEASE_READ_ONLY_REASONS = {
  requestRelease: 'Viewers can read but not request releases',
  comment: 'Viewers can read but not comment on release requests',
  runTestCases: 'Viewers can read but not run test cases',
} as const;
