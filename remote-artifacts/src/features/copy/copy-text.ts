import type { CopyConflict, CopyResult, CopyRow } from '@portal/contract';
import { count, resolutionText } from '../../components/preview-text';
import { KIND_NAMES } from '../../lib/records-text';

/** What the dialog copies, e.g. '2 ICPs', '1 ICP and 3 USPs'. */
export function recordsText(icps: number, usps: number): string {
  const parts = [icps > 0 && count(icps, 'ICP'), usps > 0 && count(usps, 'USP')];
  return parts.filter(Boolean).join(' and ');
}

/** The preview in one line, e.g. '3 new, 1 already exists'. */
export const copySummary = ({ create, conflicts }: CopyResult) =>
  `${create.length} new, ${conflicts.length} already ${conflicts.length === 1 ? 'exists' : 'exist'}`;

/** The label of the button that writes, e.g. 'Copy 4 records'. */
export const copyLabel = (n: number) => `Copy ${count(n, 'record')}`;

/** After the write, e.g. '4 records copied to SMB.'. */
export const copiedMessage = (n: number, workspaceName: string) =>
  `${count(n, 'record')} copied to ${workspaceName}.`;

/** A record the copy creates. */
export const createText = ({ kind, name }: CopyRow) => `${KIND_NAMES[kind]} “${name}”`;

/** A clash and what the copy does with it. */
export const conflictText = ({ kind, name, resolution, newName }: CopyConflict) =>
  `${KIND_NAMES[kind]} “${name}”: ${resolutionText(resolution, name, newName)}`;
