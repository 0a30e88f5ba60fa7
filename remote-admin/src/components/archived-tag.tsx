import { Tag } from '@portal/shared/antd-nav';

/** Whether a tenant or workspace is archived (hidden from everyone but admins) or live. */
export function ArchivedTag({ archived }: { archived?: boolean }) {
  return archived ? <Tag color="orange">Archived</Tag> : <Tag color="green">Live</Tag>;
}
