import { LAST_SEEN_SLOT } from '@portal/remote-kit/last-seen-slot';
import { afterFirstPaint } from './prerender/after-first-paint';
import { holdSubmits } from './prerender/held-submit';
import { startPreloads } from './prerender/preloads-after-paint';

// At once, before any other code loads: a pre-rendered sign-in pressed now is not lost.
holdSubmits();

// The ICPs this session last saw on the dashboard, painted into its pre-rendered page before the
// app's code loads (issue 37 §6); only a page with a place for them fetches the painter.
const painted = document.querySelector(`[${LAST_SEEN_SLOT}]`)
  ? import('@portal/remote-kit/last-seen').then(({ paintLastSeen }) => paintLastSeen())
  : Promise.resolve(false);

// Once what is painted from the page (and the last-seen ICPs) has shown: no script competes.
void painted
  .catch(() => false)
  .then(() =>
    afterFirstPaint(() => {
      startPreloads();
      // Async boundary: the federation runtime negotiates shared modules before bootstrap runs.
      void import('./bootstrap');
    }),
  );
