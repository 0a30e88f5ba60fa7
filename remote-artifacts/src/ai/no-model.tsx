import { forwardRef } from 'react';
import { Alert } from '@portal/shared/antd-nav';
import { DRAFT_MESSAGES } from '../draft-messages';

/** Said instead of offering a draft that cannot work: the offline provider is no model. */
export const NoModel = forwardRef<HTMLDivElement>(function NoModel(_props, ref) {
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert
        type="info"
        showIcon
        title={DRAFT_MESSAGES.noModel}
        description={DRAFT_MESSAGES.configureModel}
      />
    </div>
  );
});
