import { Alert } from '@portal/shared/antd-nav';

/** Instead of a 'Run test cases' that cannot work: the offline provider is no model. */
export function NoModelNotice() {
  return (
    <Alert
      type="info"
      showIcon
      title="No model is configured, so test cases cannot run."
      description="An administrator connects a model by starting the API with MODEL_BASE_URL and MODEL_NAME set (and MODEL_API_KEY when the endpoint needs one): see docs/model-provider.md."
    />
  );
}
