import { Tag } from '@portal/shared/antd-nav';
import type { GeneratedBy } from '@portal/contract';
import { badgeText } from './lineage-text';

/**
 * Issue 21: a card whose record was saved from an AI draft says so, with the instruction
 * version, and whether a person has edited it since. Nothing for records people wrote.
 */
export function GeneratedBadge({ generatedBy }: { generatedBy?: GeneratedBy }) {
  if (!generatedBy) return null;
  return <Tag style={{ alignSelf: 'start', marginInlineEnd: 0 }}>{badgeText(generatedBy)}</Tag>;
}
