import { forwardRef } from 'react';
import { Alert } from '@portal/shared/antd-nav';
import { DRAFT_MESSAGES } from '../draft-messages';

/** What a call that needs a model says without one: the drafts' words unless told others. */
export interface NoModelWords {
  title: string;
  description: string;
}

/** Said instead of offering a draft that cannot work: the offline provider is no model. */
export const NoModel = forwardRef<HTMLDivElement, { words?: NoModelWords }>(function NoModel(
  { words },
  ref,
) {
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert
        type="info"
        showIcon
        title={words?.title ?? DRAFT_MESSAGES.noModel}
        description={words?.description ?? DRAFT_MESSAGES.configureModel}
      />
    </div>
  );
});
