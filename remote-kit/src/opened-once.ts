import { useState } from 'react';

/**
 * True from the first time `open` is true on: an overlay (a drawer, a dialog) is mounted when
 * first opened and kept for its closing motion. A closed antd overlay still adds its styles,
 * which a page's first load would parse and apply for nothing (issue 37 §6).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Kept from an earlier render, React's way: set while rendering, before anything is shown.
  if (open && !opened) setOpened(true);
  return opened || open;
}
