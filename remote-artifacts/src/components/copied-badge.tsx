import { Tag } from '@portal/shared/antd-nav';
import type { CopiedFrom } from '@portal/contract';
import { copiedFromText } from './copied-from-text';

/** Issue 24 §3: a card copied from another workspace names it, and whether its source moved on. */
export function CopiedBadge({ copiedFrom }: { copiedFrom?: CopiedFrom }) {
  if (!copiedFrom) return null;
  return <Tag style={{ alignSelf: 'start', marginInlineEnd: 0 }}>{copiedFromText(copiedFrom)}</Tag>;
}
