import { Alert } from '@portal/shared/antd-nav';

/** Instead of a 'Run test cases' that cannot work: the offline provider is no model. */
export function NoModelNotice() {
  return (
    <Alert
      type="info"
      showIcon
      title="No model is configured, so test cases cannot run."
      description="To run them, ask an administrator to connect a model: it is a setting of the portal's server, described under 'Model provider' in its README."
    />
  );
}
