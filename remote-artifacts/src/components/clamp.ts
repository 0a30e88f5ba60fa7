import { useEffect, useState, type RefObject } from 'react';

/** Spec §9: card descriptions are clamped to 3 lines (antd uses CSS line clamp for this). */
export const CLAMP_3_LINES = { rows: 3 } as const;

/**
 * A card's name (issue 37 §2): wrapped to two lines, then cut with an ellipsis. The whole
 * name stays in the DOM, so it is read, searched and copied whole; only its paint is cut. On
 * an element of its own: antd's Typography writes its own `WebkitLineClamp` (unset without
 * `ellipsis`) over the style it is given.
 */
export const CLAMP_2_LINES_STYLE = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  // antd's card head keeps its title on one line; the name wraps.
  whiteSpace: 'normal',
} as const;

/**
 * Whether the element's text is cut by its clamp now: measured after layout and again whenever
 * its size changes (a narrower column, a phone turned), so only a cut name takes a focus stop.
 * The browser's ResizeObserver gives the first measure too, after its own layout: measuring in
 * the commit forced a layout of the whole page in the middle of the dashboard's first render
 * (one long task, issue 37 §6).
 */
export function useClamped(ref: RefObject<HTMLElement | null>, text: string): boolean {
  const [clamped, setClamped] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, text]);
  return clamped;
}
