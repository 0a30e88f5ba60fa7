import type { ReactNode } from 'react';
import type { App } from '@portal/shared/antd-nav';
import { noticeTimer, type NoticeTimer } from './notice-timer';

export type Notification = ReturnType<typeof App.useApp>['notification'];

/**
 * Where every notice of the dashboard shows, in one place (issue 37 §1): at the bottom, where
 * it covers none of the tab's toolbar ('Create ICP', 'Export', 'Import', 'Trash'), the
 * switchers or the selection bar; the cards under it scroll.
 */
export const NOTICE_PLACEMENT = 'bottom';

/** How long a notice that says something is done stays (the pointer over it holds it). */
export const DONE_SECONDS = 4;

export interface NoticeContent {
  title: string;
  description?: ReactNode;
  /** 'alert' for a failure (read out at once), else 'status'. */
  role: 'status' | 'alert';
  /** Seconds it shows, or null: it stays until closed (a failure, to be read). */
  seconds: number | null;
  actions?: ReactNode;
  success?: boolean;
}

export interface Notice {
  /** The element's id: the notice's key. */
  key: string;
  /** Changes what it says in place (and starts its time again). */
  show: (content: NoticeContent) => void;
  close: () => void;
  /** Stops its time: it stays until shown again or closed (e.g. while an Undo runs). */
  keep: () => void;
  /** Whether it still shows (not replaced, closed, or run out). */
  isOpen: () => boolean;
  /** Called once it is closed, however. */
  onClosed?: () => void;
}

let latest: Notice | null = null;

/** Makes room once antd has laid the notice out (a frame or a few after `open`). */
function roomWhenShown(key: string, isOpen: () => boolean, frames = 10) {
  requestAnimationFrame(() => {
    if (!isOpen()) return;
    if (document.getElementById(key)?.offsetHeight || frames === 0) makeRoom(key);
    else roomWhenShown(key, isOpen, frames - 1);
  });
}

/**
 * While a notice shows, the page gets that much room below its end: what the notice covers
 * (the bottom of the cards, a phone's next card) scrolls clear of it, the last card included.
 * Set through the CSSOM (no style attribute, which the Content Security Policy would refuse).
 */
function makeRoom(key: string | null) {
  const height = key ? (document.getElementById(key)?.offsetHeight ?? 0) : 0;
  document.body.style.paddingBottom = height > 0 ? `${height + 32}px` : '';
  // The body is as tall as the screen (height: 100%), the page overflowing it: the room goes
  // below the page only once the body holds it.
  document.body.style.height = height > 0 ? 'auto' : '';
}
let opened = 0;

/**
 * Opens a notice: one at a time, so it closes the one showing (which would otherwise stack over
 * it). Its time is ours (noticeTimer); antd's runs never (`duration: false`). Closing it while
 * the keyboard's focus is in it gives the focus back to where it came from, never the page.
 */
export function openNotice(notification: Notification, content: NoticeContent): Notice {
  latest?.close();
  const key = `portal-notice-${++opened}`;
  let timer: NoticeTimer | undefined;
  let cameFrom: HTMLElement | null = null;
  let open = true;

  const notice: Notice = {
    key,
    isOpen: () => open,
    show(next) {
      timer?.stop();
      const time = next.seconds === null ? undefined : noticeTimer(next.seconds * 1000, close);
      timer = time;
      notification[next.success ? 'success' : 'open']({
        key,
        placement: NOTICE_PLACEMENT,
        role: next.role,
        title: next.title,
        description: next.description,
        actions: next.actions,
        duration: false,
        onClose: () => close(),
        props: {
          id: key,
          onPointerEnter: () => time?.hold(),
          onPointerLeave: () => time?.release(),
          onFocus: (event) => {
            const from = event.relatedTarget;
            if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom = from;
          },
        },
      });
      roomWhenShown(key, () => open);
    },
    close,
    keep: () => timer?.stop(),
  };

  function close() {
    if (!open) return;
    open = false;
    timer?.stop();
    if (latest === notice) {
      latest = null;
      makeRoom(null);
    }
    const element = document.getElementById(key);
    if (element?.contains(document.activeElement)) giveFocusBack(cameFrom);
    notification.destroy(key);
    notice.onClosed?.();
  }

  latest = notice;
  notice.show(content);
  return notice;
}

/** Closes the notice showing, if any (e.g. staff left its workspace). */
export function closeNotice() {
  latest?.close();
}

/** Back to where the focus came from, else the list's first card (never the page's body). */
function giveFocusBack(cameFrom: HTMLElement | null) {
  const target =
    cameFrom?.isConnected === true
      ? cameFrom
      : document.querySelector<HTMLElement>('[data-card-id]');
  target?.focus();
}
