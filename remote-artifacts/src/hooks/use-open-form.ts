import { useState } from 'react';

interface OpenForm<T> {
  /** The scope the form was opened in. */
  scope: string;
  /** What it edits; null for a new item. */
  item: T | null;
}

/**
 * Which create/edit form of a tab is open, if any (spec §4: separate views toggled from the
 * list). A form belongs to the workspace it was opened in and closes when that changes.
 */
export function useOpenForm<T>(scope: string | null) {
  const [openForm, setOpenForm] = useState<OpenForm<T> | null>(null);
  const form = openForm && openForm.scope === scope ? openForm : null;
  return {
    form,
    open: (item: T | null) => {
      if (scope) setOpenForm({ scope, item });
    },
    close: () => setOpenForm(null),
  };
}
