/**
 * Why an edit form's 'Revise with AI' is not offered now, or null (issue 39 §2): the AI
 * revises the record as stored and its dialog saves it, so what the form holds unsaved would
 * be lost; a draft under way holds the form.
 */
export function reviseRefusal(label: string, dirty: boolean, drafting: boolean): string | null {
  if (drafting) return 'Wait for the draft to finish first.';
  if (dirty) return `Save or discard your changes first: the AI revises the ${label} as saved.`;
  return null;
}
