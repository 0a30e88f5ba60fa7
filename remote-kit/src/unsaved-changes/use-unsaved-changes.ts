import { useEffect, useRef } from 'react';
import { markSaved, markUnsaved } from './unsaved-changes-store';

/**
 * Records while a form is dirty, with how to discard it; forgets it once clean or unmounted.
 * `discard` may change between renders: the latest one is used.
 */
export function useUnsavedChanges(form: string, isDirty: boolean, discard: () => void): void {
  const latestDiscard = useRef(discard);
  useEffect(() => {
    latestDiscard.current = discard;
  });
  useEffect(() => {
    if (!isDirty) return;
    markUnsaved(form, () => latestDiscard.current());
    return () => markSaved(form);
  }, [form, isDirty]);
}
