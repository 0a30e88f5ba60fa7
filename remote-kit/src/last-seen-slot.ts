/**
 * Marks the element of the pre-rendered dashboard that the last-seen ICPs are painted into
 * (./last-seen.ts). Its own module: the host's first script reads it without the painter, which
 * it loads only for a page that has the slot.
 */
export const LAST_SEEN_SLOT = 'data-last-seen-slot';
