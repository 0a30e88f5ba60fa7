/** What holds the notice's time: the pointer over it, the keyboard's focus in it. */
type Hold = 'pointer' | 'focus';

/**
 * The Undo notice's time: it stops while the pointer is over the notice or the keyboard's focus
 * is in it (WCAG 2.2.1: a keyboard user gets the time a mouse user gets) and goes on with what
 * was left once neither is. Not antd's: that one stops for the pointer only, and closes a
 * notice at once when its running time is changed to none.
 */
export function noticeTimer(ms: number, onEnd: () => void) {
  let left = ms;
  let since = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(onEnd, left);
  let stopped = false;
  const holds = new Set<Hold>();
  return {
    hold(why: Hold) {
      if (holds.size === 0 && timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
        left -= Date.now() - since;
      }
      holds.add(why);
    },
    release(why: Hold) {
      if (!holds.delete(why) || holds.size > 0 || stopped) return;
      since = Date.now();
      timer = setTimeout(onEnd, Math.max(left, 0));
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

export type NoticeTimer = ReturnType<typeof noticeTimer>;
