import { useId, useState } from 'react';
import { Flex, Typography } from '@portal/shared/antd';
import { Alert, App, Card } from '@portal/shared/antd-nav';
import { useCan } from '@portal/shared/data';
import type { Prompt, PromptOverride, PromptType } from '@portal/contract';
import { useOverrideChanges } from './use-override-changes';
import { usePromptOverrides } from './use-prompt-overrides';
import { instructionTypeLabel, withArticle } from '../../instructions/instruction-types';
import { OverrideTable } from './override-table';
import { PinForm } from './pin-form';
import { openRemoveConfirm } from './remove-confirm';
import { VariantForm } from './variant-form';
import { LoadingNotice, RetryAlert } from '@portal/remote-kit';

interface TenantOverridesProps {
  promptId: string;
  promptType: PromptType;
  /** The instruction's versions, newest first: those an admin may pin a tenant to. */
  versions: Prompt[];
}

/**
 * Issue 20: the tenants that use something other than the default instruction of this type
 * (a pinned version, or their own text). Admins change them; staff read them. Loaded lazily
 * with the history.
 */
export default function TenantOverrides({ promptId, promptType, versions }: TenantOverridesProps) {
  const headingId = useId();
  const { modal } = App.useApp();
  const isAdmin = useCan('administer');
  const list = usePromptOverrides();
  const changes = useOverrideChanges(promptType);
  const [editing, setEditing] = useState<PromptOverride | null>(null);
  const overrides = list.overrides.filter((override) => override.promptType === promptType);
  const typeLabel = instructionTypeLabel(promptType);

  let body = null;
  if (overrides.length > 0) {
    body = (
      <OverrideTable
        overrides={overrides}
        promptId={promptId}
        loading={list.status === 'loading'}
        isAdmin={isAdmin}
        removing={changes.removing}
        onEdit={setEditing}
        onRemove={(override) => openRemoveConfirm(modal, override, () => changes.remove(override))}
      />
    );
  } else if (list.status === 'loading') {
    body = <LoadingNotice text="Loading tenant overrides..." />;
  } else if (list.status === 'ready') {
    body = (
      <Typography.Text>{`No tenant overrides: every tenant uses its release of the ${typeLabel} type.`}</Typography.Text>
    );
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <Flex vertical gap={16}>
        <Typography.Title level={4} id={headingId} style={{ margin: 0, fontSize: 16 }}>
          Tenant overrides
        </Typography.Title>
        <Typography.Text type="secondary">
          {`A tenant may be pinned to one version of ${withArticle(typeLabel)} instruction, or use its own variant text, instead of its release of the type.`}
          {isAdmin ? '' : ' Only administrators can change them.'}
        </Typography.Text>
        {changes.done && <Alert type="success" showIcon role="status" title={changes.done} />}
        {changes.failure && <Alert type="error" showIcon title={changes.failure} />}
        {list.status === 'error' && list.error && (
          <RetryAlert title={list.error} onRetry={list.retry} />
        )}
        {body}
        {isAdmin && (
          <>
            <PinForm
              versions={versions}
              busy={changes.saving === 'pin'}
              onPin={(tenantId, version) =>
                void changes.save({ tenantId, request: { promptId, version } })
              }
            />
            <VariantForm
              key={editing?.id ?? 'new'}
              promptType={promptType}
              editing={editing}
              busy={changes.saving === 'variant'}
              onSave={async (tenantId, promptContent) => {
                const saved = await changes.save({ tenantId, request: { promptContent } });
                if (saved) setEditing(null);
                return saved;
              }}
              onCancel={() => setEditing(null)}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
