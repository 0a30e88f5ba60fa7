import type { Prompt, ResolvedPrompt } from '@portal/contract';

/**
 * Where the tenant's active text comes from: the type's release (issue 35: before releases,
 * the default instruction), or the tenant's override (a pin to a version, or its own text).
 */
export function activeSource(resolved: ResolvedPrompt, editedPrompt: Prompt | null): string {
  if (resolved.source === 'override') {
    return resolved.override === 'variant'
      ? `Tenant override: its own variant V${resolved.version}`
      : `Tenant override: pinned to V${resolved.version}`;
  }
  // Of several instructions of one type, the released one may not be the one being edited.
  const another = editedPrompt && editedPrompt.id !== resolved.id;
  return `Released V${resolved.version}${another ? ' (another instruction of this type)' : ''}`;
}
