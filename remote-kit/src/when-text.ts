/** A moment as people read it, in their own locale: the trash's "deleted" and a list's "Updated". */
export const whenText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
