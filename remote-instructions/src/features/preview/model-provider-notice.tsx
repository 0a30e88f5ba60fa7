import { Typography } from '@portal/shared/antd';
import { CONNECT_MODEL } from '@portal/remote-kit';
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
      {`Test runs go to the offline provider, which is not a model: its answer is an echo of the rendered text and its values. ${CONNECT_MODEL}`}
    </Typography.Text>
  );
}
