import { useState } from 'react';
import { ApiError, errorMessage } from '@portal/shared';
import { applyChanges, changeList, type Change } from '@portal/contract/change-list';
import { STALE_REVISION } from '../../hooks/use-save';
import { useDraft } from '../../ai/use-draft';
import { REVISE_MESSAGES } from './revise-messages';
import type { Revisable, ReviseKind, RevisionAnswer } from './revise-kinds';

/** An answer under review: its changes against `record`, and the ones kept. */
interface Review<T> {
  record: T;
  answer: RevisionAnswer;
  changes: Change[];
  kept: Set<string>;
  /** Rebuilt on the record as saved by someone else meanwhile: says why. */
  rebuilt: boolean;
}

/**
 * One revision (issue 39 §2): asks the edit instruction (busy, Cancel, Retry as a draft), holds
 * the answer's change list with every change kept until staff reject it, and saves the kept
 * ones through the normal update with the revision's token and proposal. A save refused as
 * stale reads the record again and rebuilds the list on it, keeping the choices by id.
 */
export function useRevision<T extends Revisable>(
  config: ReviseKind<T>,
  record: T,
  personaId: string | null,
  onSaved: (saved: T, kept: number, proposed: number) => void,
) {
  const [review, setReview] = useState<Review<T> | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const ask = useDraft<RevisionAnswer>((answer) => {
    setSaveError(null);
    setReview({
      record,
      answer,
      changes: answer.changes,
      kept: new Set(answer.changes.map((change) => change.id)),
      rebuilt: false,
    });
  }, REVISE_MESSAGES.revise(config.label));

  const send = (request: string) => {
    setReview(null);
    void ask.run((signal) => config.revise(record, request.trim(), personaId, signal));
  };

  const setKept = (kept: Set<string>) => setReview((held) => held && { ...held, kept });

  const save = async () => {
    if (!review) return;
    const { answer, changes, kept } = review;
    setSaving(true);
    setSaveError(null);
    try {
      const content = applyChanges(config.kind, review.record, changes, kept);
      const generation = { token: answer.generation.token, proposal: answer.proposal };
      const saved = await config.save(review.record, content, generation);
      setSaving(false);
      onSaved(saved, changes.filter((change) => kept.has(change.id)).length, changes.length);
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === STALE_REVISION) {
        await rebuild(review).catch((failed: unknown) =>
          setSaveError(errorMessage(failed, config.saveFailed)),
        );
      } else {
        setSaveError(errorMessage(cause, config.saveFailed));
      }
      setSaving(false);
    }
  };

  /** The list again, on the record as stored now; what was kept stays kept where it applies. */
  async function rebuild({ answer, kept }: Review<T>) {
    const current = await config.reload(review!.record);
    const changes = changeList(config.kind, current, answer.proposal);
    setReview({
      record: current,
      answer,
      changes,
      kept: new Set(changes.filter((change) => kept.has(change.id)).map((change) => change.id)),
      rebuilt: true,
    });
  }

  return { ask, send, review, setKept, save, saving, saveError };
}
