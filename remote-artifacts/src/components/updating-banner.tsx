import { Spin } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';

/** Shown over a list that is being reloaded while its previous items stay in view. */
export function UpdatingBanner() {
  return (
    <Alert
      type="info"
      role="status"
      icon={<Spin size="small" />}
      showIcon
      title="Updating..."
      style={{ position: 'sticky', top: 0, zIndex: 1 }}
    />
  );
}
