import { useEffect, useEffectEvent, useRef } from 'react';

/** How far below the screen the element may still be: the next cards are ready on arrival. */
const AHEAD = '0px 0px 800px 0px';

/**
 * Calls `onNear` when the element the returned ref is on comes within AHEAD of the viewport,
 * while `active`. It watches afresh whenever `version` changes: an element still in reach
 * after `onNear` showed more calls it again, so a tall screen fills up. Without
 * IntersectionObserver nothing is called.
 */
export function useNearViewport<E extends Element>(
  active: boolean,
  onNear: () => void,
  version: unknown,
) {
  const ref = useRef<E>(null);
  const near = useEffectEvent(onNear);

  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          near();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, version]);

  return ref;
}
