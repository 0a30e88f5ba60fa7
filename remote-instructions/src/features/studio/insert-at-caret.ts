/**
 * Replaces `from`–`to` of a textarea's text with `text` and leaves the caret after it, as
 * typing would: through the browser's editing command where there is one, so Undo takes it
 * back and React (and so the form, and its unsaved-changes guard) sees an ordinary input.
 */
export function insertAtCaret(
  textarea: HTMLTextAreaElement,
  from: number,
  to: number,
  text: string,
) {
  textarea.focus();
  textarea.setSelectionRange(from, to);
  // execCommand is deprecated but still the only edit that joins the undo history.
  const typed =
    typeof document.execCommand === 'function' && document.execCommand('insertText', false, text);
  if (typed) return;
  // Without it (jsdom, or a browser that refuses): React notices a value it did not set.
  textarea.setRangeText(text, from, to, 'end');
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
}
