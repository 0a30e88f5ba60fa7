import { afterFirstPaint } from './prerender/after-first-paint';
import { holdSubmits } from './prerender/held-submit';
import { startPreloads } from './prerender/preloads-after-paint';

// At once, before any other code loads: a pre-rendered sign-in pressed now is not lost.
holdSubmits();

afterFirstPaint(() => {
  startPreloads();
  // Async boundary: the federation runtime negotiates shared modules before bootstrap runs.
  void import('./bootstrap');
});
