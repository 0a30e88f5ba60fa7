import { Flex, Typography } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import type { Prompt, RenderWarning } from '@portal/contract';
import { describeChanges, sideBySide } from '../../diff/side-by-side';
import type { PreviewResult as Result } from './use-preview';
import { activeSource } from './active-source';
import { RenderedColumn } from './rendered-column';

interface PreviewResultProps {
  result: Result;
  tenantName: string;
  editedPrompt: Prompt | null;
}

function Warnings({ warnings }: { warnings: RenderWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      // Something to know, not an interruption: a named region rather than an alert.
      role="region"
      aria-label="Warnings"
      title={`Empty values (${warnings.length}): they render as nothing.`}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {warnings.map((warning, index) => (
            <li
              key={`${index}:${warning.variable}`}
            >{`${warning.variable}: ${warning.message}`}</li>
          ))}
        </ul>
      }
    />
  );
}

/**
 * The text the AI would receive from the draft, beside the tenant's active instruction
 * rendered on the same records, with what the draft changes marked word by word.
 */
export function PreviewResult({ result, tenantName, editedPrompt }: PreviewResultProps) {
  const { draft, active } = result;
  const activeTitle = `Active text for ${tenantName}`;
  if (!active) {
    return (
      <Flex vertical gap={12}>
        <Typography.Text>{`${tenantName} has no active instruction of this type yet.`}</Typography.Text>
        <Warnings warnings={draft.warnings} />
        <RenderedColumn
          title="Draft text"
          source="Not saved yet"
          segments={[{ kind: 'same', text: draft.text }]}
        />
      </Flex>
    );
  }
  const columns = sideBySide(active.rendered.text, draft.text);
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        {describeChanges(columns, 'The draft renders the same as the active text.')}
      </Typography.Text>
      <Warnings warnings={draft.warnings} />
      <Flex wrap gap={16} align="stretch">
        <RenderedColumn
          title={activeTitle}
          source={activeSource(active.resolved, editedPrompt)}
          segments={columns.before}
        />
        <RenderedColumn title="Draft text" source="Not saved yet" segments={columns.after} />
      </Flex>
    </Flex>
  );
}
