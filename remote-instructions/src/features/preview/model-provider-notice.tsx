import { Typography } from '@portal/shared/antd';
import { useModelProvider } from '../../test-run/use-test-run';

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
      Test runs go to the offline provider, which is not a model: its answer is an echo of the
      rendered text and its values. An administrator connects a model (OpenAI, Azure OpenAI, vLLM,
      Ollama, llama.cpp) by starting the API with MODEL_BASE_URL and MODEL_NAME set, and
      MODEL_API_KEY when the endpoint needs one: see &lsquo;Model provider&rsquo; in the README.
    </Typography.Text>
  );
}
