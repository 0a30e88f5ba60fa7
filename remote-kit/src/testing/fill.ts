import type { UserEvent } from '@testing-library/user-event';

/** Replaces a field's text as a user would, pasting rather than typing it key by key. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  if ((field as HTMLInputElement).value) await user.clear(field);
  else await user.click(field);
  await user.paste(text);
}

/** The JSON body of a recorded request. */
export function bodyOf(request: { data?: unknown } | undefined): unknown {
  return JSON.parse(String(request?.data));
}
