import { NoModelNotice as Notice } from '@portal/remote-kit';

/** Instead of a 'Run test cases' that cannot work: the offline provider is no model. */
export function NoModelNotice() {
  return <Notice title="No model is connected, so test cases cannot run." />;
}
