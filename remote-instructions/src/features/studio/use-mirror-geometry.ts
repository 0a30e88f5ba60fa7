import { useLayoutEffect, useRef } from 'react';

/** What decides where a textarea's characters fall; the mirror copies each. */
const TEXT_LAYOUT = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'fontVariant',
  'letterSpacing',
  'wordSpacing',
  'lineHeight',
  'textTransform',
  'textIndent',
  'tabSize',
  'whiteSpace',
  'overflowWrap',
  'wordBreak',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
] as const;

/**
 * A mirror (the returned ref's element) laid exactly over the inside of `textarea` (within its
 * borders, beside its scrollbar) with the same text layout, and kept scrolled alongside: the
 * same `text` then wraps at the same places, so a mark in the mirror sits on the characters
 * it marks.
 */
export function useMirrorGeometry(textarea: HTMLTextAreaElement, text: string) {
  const mirror = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = mirror.current;
    if (!box) return;
    const place = () => {
      const style = getComputedStyle(textarea);
      for (const property of TEXT_LAYOUT) box.style[property] = style[property];
      box.style.top = `${textarea.offsetTop + textarea.clientTop}px`;
      box.style.left = `${textarea.offsetLeft + textarea.clientLeft}px`;
      box.style.width = `${textarea.clientWidth}px`;
      box.style.height = `${textarea.clientHeight}px`;
      follow();
    };
    const follow = () => {
      box.scrollTop = textarea.scrollTop;
      box.scrollLeft = textarea.scrollLeft;
    };
    place();
    textarea.addEventListener('scroll', follow);
    // Resizing the field, or its scrollbar coming and going, moves where lines wrap.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    resizes?.observe(textarea);
    return () => {
      textarea.removeEventListener('scroll', follow);
      resizes?.disconnect();
    };
  }, [textarea]);

  // The text grew or shrank after the textarea scrolled: scroll the mirror again.
  useLayoutEffect(() => {
    if (mirror.current) mirror.current.scrollTop = textarea.scrollTop;
  }, [textarea, text]);

  return mirror;
}
