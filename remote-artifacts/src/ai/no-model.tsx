import { forwardRef } from 'react';
import { NoModelNotice } from '@portal/remote-kit';
import { DRAFT_MESSAGES } from '../draft-messages';

/**
 * Said instead of offering a call that cannot work: the offline provider is no model. `title`
 * says what cannot happen (a draft by default); how to connect a model is said as every notice
 * of the portal says it (remote-kit's CONNECT_MODEL).
 */
export const NoModel = forwardRef<HTMLDivElement, { title?: string }>(function NoModel(
  { title = DRAFT_MESSAGES.noModel },
  ref,
) {
  return <NoModelNotice ref={ref} title={title} />;
});
