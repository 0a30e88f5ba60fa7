import { forwardRef } from 'react';
import { Alert } from '@portal/shared/antd-nav';
import { NoModelNotice } from '@portal/remote-kit';
import { DRAFT_MESSAGES } from '../draft-messages';

/**
 * What a call that needs a model says without one. Research still passes a description of its
 * own; every other caller leaves `words` out and says how to connect a model as every notice
 * of the portal does (remote-kit's CONNECT_MODEL).
 */
export interface NoModelWords {
  title: string;
  description: string;
}

/** Said instead of offering a draft that cannot work: the offline provider is no model. */
export const NoModel = forwardRef<HTMLDivElement, { words?: NoModelWords }>(function NoModel(
  { words },
  ref,
) {
  if (!words) return <NoModelNotice ref={ref} title={DRAFT_MESSAGES.noModel} />;
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert type="info" showIcon title={words.title} description={words.description} />
    </div>
  );
});
