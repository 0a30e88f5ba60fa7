import { Suspense, useCallback, useState } from 'react';
import type { RevisableKind } from '@portal/contract/change-list';
import { ReviseDialog } from './lazy-revise-dialog';

interface Target<T> {
  record: T;
  persona: { id: string; name: string } | null;
}

/**
 * 'Revise with AI' for a card or a form (issue 39 §2): `revise` (stable, for the memoised
 * cards) opens the dialog for a record, or for one of an ICP's personas; `dialog` is what to
 * render, nothing until then (its code loads on the first press). `onSaved` gets the record
 * as saved.
 */
export function useReviseDialog<T extends { id: string; name: string }>(
  kind: RevisableKind,
  onSaved: (saved: T) => void,
) {
  const [target, setTarget] = useState<Target<T> | null>(null);
  const revise = useCallback(
    (record: T, persona: Target<T>['persona'] = null) => setTarget({ record, persona }),
    [],
  );
  const dialog = target && (
    <Suspense fallback={null}>
      <ReviseDialog
        kind={kind}
        // The tab's kind is the record's: an ICP tab revises ICPs.
        record={target.record as never}
        persona={target.persona}
        onSaved={(saved) => onSaved(saved as unknown as T)}
        onClosed={() => setTarget(null)}
      />
    </Suspense>
  );
  return { revise, dialog };
}
