import { Tag } from '@portal/shared/antd-nav';
import type { ReleaseRequestStatus } from '@portal/contract';
import { REQUEST_STATUS_LABELS } from './release-text';

const COLORS: Record<ReleaseRequestStatus, string | undefined> = {
  open: 'blue',
  approved: 'green',
  released: 'cyan',
  rejected: 'red',
  stale: undefined,
};

/** A release request's status, in words (the colour only repeats them). */
export function RequestStatusTag({ status }: { status: ReleaseRequestStatus }) {
  return <Tag color={COLORS[status]}>{REQUEST_STATUS_LABELS[status]}</Tag>;
}
