import { useId, useState, type FormEvent } from 'react';
import { Button, Flex, Input, Typography } from '@portal/shared/antd';
import { useTenants } from '@portal/shared/data';
import type { PromptOverride, PromptType } from '@portal/contract';
import { PROMPT_LIMITS } from '@portal/contract/limits';
import { analyseTemplate } from '@portal/contract/template';
import { TenantChoice } from './tenant-choice';

interface VariantFormProps {
  promptType: PromptType;
  /** The variant being edited; a new one when null. */
  editing: PromptOverride | null;
  busy: boolean;
  /** Resolves true once saved (the form then empties). */
  onSave: (tenantId: string, promptContent: string) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * An admin gives a tenant its own text for this type, checked against the variable catalogue
 * while typing, as the API checks it on saving.
 */
export function VariantForm({ promptType, editing, busy, onSave, onCancel }: VariantFormProps) {
  const headingId = useId();
  const textId = useId();
  const problemsId = useId();
  const tenantList = useTenants();
  const [tenantId, setTenantId] = useState(editing?.tenantId ?? null);
  const [text, setText] = useState(editing?.promptContent ?? '');
  const problems = text.trim() ? analyseTemplate(text, promptType).problems : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!tenantId || !text.trim() || problems.length > 0) return;
    if (await onSave(tenantId, text)) {
      setTenantId(null);
      setText('');
    }
  };

  return (
    <form aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <Flex vertical gap={8}>
        <Typography.Title level={5} id={headingId} style={{ margin: 0 }}>
          {editing ? `Edit the variant of ${editing.tenantName}` : 'Give a tenant its own text'}
        </Typography.Title>
        <TenantChoice
          value={tenantId}
          tenantList={tenantList}
          disabled={editing !== null}
          onChange={setTenantId}
        />
        <Typography.Text strong>
          <label htmlFor={textId}>Variant text</label>
        </Typography.Text>
        <Input.TextArea
          id={textId}
          rows={8}
          value={text}
          maxLength={PROMPT_LIMITS.promptContent}
          aria-invalid={problems.length > 0}
          aria-describedby={problems.length > 0 ? problemsId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {problems.length > 0 && (
          <ul id={problemsId} style={{ margin: 0, paddingLeft: 20 }}>
            {problems.map((problem, index) => (
              <li key={index}>
                <Typography.Text type="danger">{problem.message}</Typography.Text>
              </li>
            ))}
          </ul>
        )}
        <Flex wrap justify="flex-end" gap={8}>
          {editing && <Button onClick={onCancel}>Cancel</Button>}
          <Button
            type="primary"
            htmlType="submit"
            disabled={!tenantId || !text.trim() || problems.length > 0 || busy}
          >
            {busy ? 'Saving...' : 'Save variant'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
