import { holdSubmits } from './prerender/held-submit';

// At once, before any other code loads: a pre-rendered sign-in pressed now is not lost.
holdSubmits();

// Async boundary: the federation runtime negotiates shared modules before bootstrap runs.
import('./bootstrap');
