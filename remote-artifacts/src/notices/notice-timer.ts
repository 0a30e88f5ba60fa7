/**
 * A notice's time: it stops while the pointer is over the notice and goes on with what was
 * left once it leaves (WCAG 2.2.1: time to read and reach it with a mouse). The keyboard's
 * focus does not hold it (issue 37 §1: a notice that kept the focus stayed for ever); a
 * keyboard user reaches an Undo by its shortcut instead. Not antd's timer: ours is the same
 * for every notice, whatever antd does when a notice's duration changes in place.
 */
export function noticeTimer(ms: number, onEnd: () => void) {
  let left = ms;
  let since = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(onEnd, left);
  let held = false;
  let stopped = false;
  return {
    hold() {
      if (held || stopped) return;
      held = true;
      clearTimeout(timer);
      timer = undefined;
      left -= Date.now() - since;
    },
    release() {
      if (!held || stopped) return;
      held = false;
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
