import type { Page } from '@playwright/test';
import { motionSettled } from './settled';

/**
 * antd fades, slides and zooms things in. A dialog zooms from the point that opened it, so
 * on a busy machine a click aimed at one of its buttons mid-zoom can land where the button
 * has already moved from; and a colour measured mid-animation is a blend no user reads for
 * long. Wait until nothing on the page is animating or between antd's motion classes, but for
 * loops (a spinner), which never end and move nothing anyone aims at.
 */
export async function animationsFinished(page: Page) {
  await motionSettled(page);
}
