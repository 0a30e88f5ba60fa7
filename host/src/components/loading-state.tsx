import { Spin } from '@portal/shared/antd';
import { StatusView } from './status-view';

export function LoadingState({
  label = 'Loading…',
  fullPage,
}: {
  label?: string;
  fullPage?: boolean;
}) {
  return (
    <StatusView fullPage={fullPage}>
      <Spin size="large" description={label} />
    </StatusView>
  );
}
