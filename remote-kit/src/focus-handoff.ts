import { useEffect, useRef, useState, type RefObject } from 'react';

/** How to find the control that opened a view again, once the view it replaced is back. */
interface OpenerSign {
  element: HTMLElement;
  id: string;
  label: string | null;
  text: string;
}

function signOf(element: Element | null): OpenerSign | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  return {
    element,
    id: element.id,
    label: element.getAttribute('aria-label'),
    text: element.textContent?.trim() ?? '',
  };
}

/**
 * The opener itself if it is still in the page, else the control that took its place when the
 * view it was in rendered again (the list a form replaced): same id, same label, or (without
 * one) a button or link with the same text.
 */
function findOpener(sign: OpenerSign): HTMLElement | null {
  if (sign.element.isConnected) return sign.element;
  if (sign.id) {
    const byId = document.getElementById(sign.id);
    if (byId) return byId;
  }
  const controls = document.querySelectorAll<HTMLElement>('button, a[href], [role="button"]');
  return (
    [...controls].find((control) =>
      sign.label !== null
        ? control.getAttribute('aria-label') === sign.label
        : sign.text !== '' && control.textContent?.trim() === sign.text,
    ) ?? null
  );
}

/**
 * For a view that replaces another (a form opened from a list, issue 37 §3): moves the focus
 * to the element the returned ref is on (its heading, `tabIndex={-1}`) when the view opens, and
 * gives it back to the control that opened it when the view closes, so keyboard and screen
 * reader users are neither dropped on the page's body nor sent back to its top. The focus is
 * given back only if it went with the view: a move elsewhere (a link, another page) keeps its.
 */
export function useFocusHandoff<T extends HTMLElement>(): RefObject<T | null> {
  const target = useRef<T>(null);
  // Read as the view first renders: the opener is still in the page then, and focused (the
  // view's commit removes it with the view it was in).
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : signOf(document.activeElement),
  );
  useEffect(() => {
    target.current?.focus();
    return () => {
      // Once the view that follows has rendered.
      setTimeout(() => {
        const active = document.activeElement;
        const lost = active === null || active === document.body;
        if (lost && opener) findOpener(opener)?.focus();
      });
    };
  }, [opener]);
  return target;
}
