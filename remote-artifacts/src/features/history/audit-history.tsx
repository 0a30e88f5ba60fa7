import { useState } from 'react';
import { Flex } from '@portal/shared/antd';
import { AuditPageView, type AuditSubject } from './audit-page-view';

/**
 * An item's audit entries, newest first, a page at a time: each older page is asked for
 * only when the user wants it, and loads (or fails, with Retry) on its own.
 */
export function AuditHistory({ subject }: { subject: AuditSubject }) {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  return (
    <Flex vertical gap={12}>
      {cursors.map((cursor, index) => (
        <AuditPageView
          key={cursor ?? 'first'}
          subject={subject}
          cursor={cursor}
          onMore={
            index === cursors.length - 1 ? (next) => setCursors([...cursors, next]) : undefined
          }
        />
      ))}
    </Flex>
  );
}
