import { Flex, Typography } from '@portal/shared/antd';
import type { AuditEntry } from '@portal/contract';
import { generationText } from '../../components/lineage-text';
import { actionLabel, changeText } from './audit-text';

const listReset = { margin: 0, paddingInlineStart: 20 } as const;

/** One audit entry: what was done, by whom, when, and what changed. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex vertical gap={4}>
        <Typography.Text>
          <Typography.Text strong>{actionLabel(entry.action)}</Typography.Text> by {entry.username}
        </Typography.Text>
        <Typography.Text type="secondary">
          <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
        </Typography.Text>
        {entry.generation && <Typography.Text>{generationText(entry.generation)}</Typography.Text>}
        {entry.changes.length > 0 && (
          <ul aria-label="Changed fields" style={listReset}>
            {entry.changes.map((change) => (
              <li key={change.field}>
                <Typography.Text style={{ wordBreak: 'break-word' }}>
                  {changeText(change, entry.entity)}
                </Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </li>
  );
}
