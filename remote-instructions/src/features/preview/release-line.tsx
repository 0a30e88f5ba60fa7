import { Typography } from '@portal/shared/antd';
import type { PromptType, ResolvedPrompt } from '@portal/contract';
import { RetryAlert } from '@portal/remote-kit';
import { useTenantRelease } from './use-tenant-release';
import { instructionTypeLabel } from '../../instructions/instruction-types';
import { releasedOn } from '../releases/release-text';

interface ReleaseLineProps {
  tenantId: string;
  tenantName: string;
  promptType: PromptType;
}

function usesText(tenantName: string, resolved: ResolvedPrompt): string {
  if (resolved.source === 'override') {
    return resolved.override === 'variant'
      ? `${tenantName}'s AI uses its own override: its own text, version ${resolved.version}.`
      : `${tenantName}'s AI uses its own override: pinned to version ${resolved.version}.`;
  }
  const when = resolved.release ? ` (released ${releasedOn(resolved.release.releasedAt)})` : '';
  return `${tenantName}'s AI uses version ${resolved.version}${when}.`;
}

/**
 * Issue 35: which version the chosen tenant's AI uses for this type now (its release, or its
 * override), whatever the draft or the active version says.
 */
export function ReleaseLine({ tenantId, tenantName, promptType }: ReleaseLineProps) {
  const { resolved, ...load } = useTenantRelease(tenantId, promptType);
  if (load.status === 'error' && load.error) {
    return <RetryAlert title={load.error} onRetry={load.retry} />;
  }
  if (load.status !== 'ready') return null;
  return (
    <Typography.Text aria-live="polite">
      {resolved
        ? usesText(tenantName, resolved)
        : `No ${instructionTypeLabel(promptType)} instruction is released yet: ${tenantName}'s AI has none to use.`}
    </Typography.Text>
  );
}
