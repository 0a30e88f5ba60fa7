import { useState } from 'react';

/** Runs a save, tracking whether it is busy and why it last failed (the message to show). */
export function useSave<T>(onSaved: (saved: T) => void) {
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  async function save(call: () => Promise<T>) {
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await call();
      setSaving(false);
      onSaved(saved);
    } catch (error) {
      setSaving(false);
      setSaveError((error as Error).message);
    }
  }

  return { saving, saveError, save };
}
