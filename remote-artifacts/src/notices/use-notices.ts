import { useEffect, useMemo } from 'react';
import { App } from '@portal/shared/antd-nav';
import { closeNotice, DONE_SECONDS, openNotice, type NoticeContent } from './notices';

/**
 * The dashboard's notices, all through one placement and one at a time (notices.ts): `open`
 * for one with its own content, `done` for a short 'done' line (copied, imported, saved).
 */
export function useNotices() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      open: (content: NoticeContent) => openNotice(notification, content),
      done: (title: string) =>
        openNotice(notification, { title, role: 'status', seconds: DONE_SECONDS, success: true }),
    }),
    [notification],
  );
}

/**
 * A notice never follows staff elsewhere (issue 37 §1): when `place` (tenant, workspace and
 * tab) changes, or the page goes, the notice showing closes.
 */
export function useNoticeStaysIn(place: string) {
  useEffect(() => () => closeNotice(), [place]);
}
