import { PRERENDERED_ID } from './prerendered-id';

/**
 * A pre-rendered form cannot submit (its submit buttons are plain buttons, remote-kit's
 * inertForms). From the moment the host's first script runs, a press of one, or Enter in one
 * of its fields, is held on the pre-rendered page and the live form is submitted once it has
 * taken over (`submitHeld`): a visitor quicker than the page's code loses nothing.
 */
export function holdSubmits(): void {
  const prerendered = document.getElementById(PRERENDERED_ID);
  if (!prerendered) return;
  const hold = (form: HTMLFormElement | null | undefined) => {
    if (form?.id) prerendered.dataset.heldSubmit = form.id;
  };
  prerendered.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('[data-prerendered-submit]');
    if (button) hold(button.closest('form'));
  });
  prerendered.addEventListener('keydown', (event) => {
    const field = event.target;
    if (event.key === 'Enter' && field instanceof HTMLInputElement && field.type !== 'checkbox')
      hold(field.form);
  });
}

/** Submits the live form whose pre-rendered copy was submitted before the page's code ran. */
export function submitHeld(prerendered: HTMLElement): void {
  const id = prerendered.dataset.heldSubmit;
  const form = id ? document.getElementById(id) : null;
  // In a task of its own: the live page has first rendered what was carried into it.
  if (form instanceof HTMLFormElement) setTimeout(() => form.requestSubmit());
}
