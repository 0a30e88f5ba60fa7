import { Typography } from '@portal/shared/antd';
import { useModelProvider } from '../../hooks/use-test-run';

/**
 * Says which provider answers 'Test run'. The offline one is the default: it needs no
 * network and is no model, so staff must not read its output as a model's.
 */
export function ModelProviderNotice() {
  const provider = useModelProvider();
  if (!provider) return null;
  if (provider.kind === 'openai-compatible') {
    return (
      <Typography.Text type="secondary">{`Test runs go to the model ${provider.model}.`}</Typography.Text>
    );
  }
  return (
    <Typography.Text type="secondary">
      Test runs go to the offline provider, which is not a model: it answers with an echo of the
      rendered text and its values. An administrator connects a model by setting MODEL_BASE_URL,
      MODEL_NAME and MODEL_API_KEY on the API server (see docs/deployment.md).
    </Typography.Text>
  );
}
