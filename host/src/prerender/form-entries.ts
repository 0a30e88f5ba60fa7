/** What a visitor did to one field of the pre-rendered page, found again by its id. */
export interface FieldEntry {
  id: string;
  /** The text typed, when it differs from what the page rendered. */
  value?: string;
  /** A checkbox or radio the visitor toggled. */
  checked?: boolean;
  focused: boolean;
  selection?: [number | null, number | null];
}

type Field = HTMLInputElement | HTMLTextAreaElement;

const isToggle = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The fields of `root` the visitor typed in, toggled or is in, in document order. */
export function readEntries(root: HTMLElement): FieldEntry[] {
  const fields = root.querySelectorAll<Field>('input[id], textarea[id]');
  return [...fields].flatMap((field) => {
    const focused = field === document.activeElement;
    const toggled =
      isToggle(field) &&
      (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked;
    const typed = !isToggle(field) && field.value !== field.defaultValue;
    if (!focused && !toggled && !typed) return [];
    return [
      {
        id: field.id,
        ...(typed && { value: field.value }),
        ...(toggled && { checked: (field as HTMLInputElement).checked }),
        focused,
        ...(!isToggle(field) && { selection: [field.selectionStart, field.selectionEnd] }),
      },
    ];
  });
}

/**
 * Sets a live field's value the way typing does: through the element's own value setter,
 * then an `input` event, so React's onChange and antd's Form see it.
 */
function typeInto(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Gives the live page's fields, found by id, what the visitor did to the pre-rendered ones. */
export function carryEntries(entries: FieldEntry[]): void {
  for (const entry of entries) {
    const field = document.getElementById(entry.id);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (entry.value !== undefined) typeInto(field, entry.value);
    if (entry.checked !== undefined && (field as HTMLInputElement).checked !== entry.checked) {
      field.click();
    }
    if (entry.focused) {
      field.focus();
      const [start, end] = entry.selection ?? [null, null];
      // Not every input type has a text selection (email does not).
      if (start !== null && end !== null) {
        try {
          field.setSelectionRange(start, end);
        } catch {
          // The caret stays where focus put it.
        }
      }
    }
  }
}
