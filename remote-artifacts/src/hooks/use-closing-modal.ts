import { useState } from 'react';

/**
 * A dialog mounted open that closes with antd's animation: the caller unmounts it in
 * `afterClose`, once antd has given focus back to the button that opened it.
 */
export function useClosingModal() {
  const [open, setOpen] = useState(true);
  return { open, close: () => setOpen(false) };
}
