import { carryEntries, readEntries } from './form-entries';
import { submitHeld } from './held-submit';
import { PRERENDERED_ID } from './prerendered-id';

export { PRERENDERED_ID };

/**
 * Removes the pre-rendered page once the app shows a page or a state of its own. When the app
 * shows that same page, the live one first gets what the visitor typed, ticked and focused in
 * it, and a submit asked for there, so nothing done before the code ran is lost. `shown.module` is as the host's routes name
 * it (`LoginPage`); the server's attribute as the manifest does (`./LoginPage`).
 */
export function replacePrerendered(shown?: { remote: string; module: string }): void {
  const prerendered = document.getElementById(PRERENDERED_ID);
  if (!prerendered) return;
  const same =
    shown !== undefined &&
    prerendered.dataset.remote === shown.remote &&
    prerendered.dataset.module === `./${shown.module}`;
  // Read before removing: the live page's fields have the same ids.
  const entries = same ? readEntries(prerendered) : [];
  prerendered.remove();
  if (!same) return;
  carryEntries(entries);
  submitHeld(prerendered);
}
