import { useEffect, useId, useRef, useState } from 'react';
import { Button, Flex, Input, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import { DRAFT_LIMITS } from '@portal/contract/limits';
import { DRAFT_MESSAGES } from '../../draft-messages';
import { DraftStatus } from '../../ai/draft-status';
import { NoModel } from '../../ai/no-model';
import { useDraft } from '../../ai/use-draft';
import { useModelConfigured } from '../../ai/use-model-provider';
import type { DraftGeneration } from '@portal/contract';
import {
  applyChanges,
  changeList,
  type Change,
  type RevisableKind,
} from '@portal/contract/change-list';
import { appliedNotice, draftedNotice, sameAsFormNotice } from './draft-notices';
import { DraftReview } from './draft-review';

/** A kind's content with nothing in it: a form equal to it holds no text. */
const EMPTY_CONTENT: Record<RevisableKind, object> = {
  icp: { name: '', description: '', segments: [], buyerPersonas: [] },
  usp: { name: '', differentiator: '', products: [], capabilities: [] },
};

/** A draft route's answer: the content drafted, and who drafted it. */
interface DraftAnswer {
  draft: object;
  generation: DraftGeneration;
}

interface DraftPanelProps<R extends DraftAnswer> {
  kind: RevisableKind;
  /** Asks the API for a draft from the description (blank: the workspace's). */
  draft: (companyDescription: string, signal: AbortSignal) => Promise<R>;
  /** The form's content now, as the wire carries it. */
  current: () => object;
  /** Fills the form with content (the draft, or the form's with the changes kept). */
  fill: (content: object, generation: DraftGeneration) => void;
  /** 'Create ICP' or 'Update ICP': what the notice tells the user to press. */
  submitLabel: string;
  /** The spec §8-style fallback when the failure brings no message. */
  fallback: string;
  /**
   * Told when a draft starts and ends (or the panel closes): the form is read-only meanwhile,
   * and while its changes are reviewed.
   */
  onBusy: (busy: boolean) => void;
}

/** A draft held for review: the form's content it was compared with, and its changes. */
interface Review {
  before: object;
  changes: Change[];
  generation: DraftGeneration;
}

/**
 * 'Draft with AI' in a form: a company description, Draft, and the draft's state. Nothing is
 * saved here: the form's own 'Create …' / 'Update …' saves what the draft filled in.
 */
export function DraftPanel<R extends DraftAnswer>(props: DraftPanelProps<R>) {
  const { kind, draft, current, fill, submitLabel, fallback, onBusy } = props;
  const configured = useModelConfigured();
  const [description, setDescription] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  // Issue 39: a form that holds text is not overwritten; the draft's changes are shown.
  const state = useDraft<R>(({ draft: drafted, generation }) => {
    const before = current();
    const changes = changeList(kind, before, drafted);
    if (changeList(kind, EMPTY_CONTENT[kind], before).length === 0) {
      fill(drafted, generation);
      setNotice(draftedNotice(generation, submitLabel));
    } else if (changes.length === 0) {
      setNotice(sameAsFormNotice(generation));
    } else {
      setReview({ before, changes, generation });
    }
  }, fallback);
  const applyKept = (kept: Set<string>) => {
    if (!review) return;
    const { before, changes, generation } = review;
    fill(applyChanges(kind, before, changes, kept), generation);
    setReview(null);
    const count = changes.filter((change) => kept.has(change.id)).length;
    setNotice(appliedNotice(generation, count, changes.length, submitLabel));
  };
  const fieldId = useId();
  const helpId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const offlineRef = useRef<HTMLDivElement>(null);
  const draftRef = useRef<HTMLButtonElement>(null);
  // Set by Cancel: focus returns to Draft once it is enabled again.
  const refocusDraft = useRef(false);

  // Focus moves into the panel as it opens: its field, or what says no model is set up.
  useEffect(() => {
    if (configured === false) offlineRef.current?.focus();
    else fieldRef.current?.focus();
  }, [configured]);

  // Issue 39: what is typed while a draft runs could only be lost to its answer.
  const holding = state.busy || review !== null;
  useEffect(() => {
    onBusy(holding);
  }, [onBusy, holding]);
  useEffect(() => () => onBusy(false), [onBusy]);

  const send = () => {
    setNotice(null);
    setReview(null);
    void state.run((signal) => draft(description, signal));
  };
  const cancel = () => {
    refocusDraft.current = true;
    state.cancel();
  };
  useEffect(() => {
    if (state.busy || !refocusDraft.current) return;
    refocusDraft.current = false;
    draftRef.current?.focus();
  }, [state.busy]);

  return (
    <Card size="small" role="region" aria-label="Draft with AI">
      {configured === false ? (
        <NoModel ref={offlineRef} />
      ) : (
        <Flex vertical gap={12}>
          <Flex vertical gap={4}>
            <label htmlFor={fieldId}>Company description</label>
            <Input.TextArea
              id={fieldId}
              ref={(textArea) => {
                fieldRef.current = textArea?.resizableTextArea?.textArea ?? null;
              }}
              aria-describedby={helpId}
              rows={4}
              maxLength={DRAFT_LIMITS.companyDescription}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
            <Typography.Text id={helpId} type="secondary">
              {DRAFT_MESSAGES.companyDescriptionHelp}
            </Typography.Text>
          </Flex>
          <Button ref={draftRef} disabled={holding} onClick={send} style={{ alignSelf: 'start' }}>
            Draft
          </Button>
          <DraftStatus
            busy={state.busy}
            busyText={DRAFT_MESSAGES.drafting}
            cancelLabel="Cancel draft"
            onCancel={cancel}
            error={state.error}
            onRetry={() => void state.retry()}
            offline={state.offline}
            notice={notice}
          />
          {review && (
            <DraftReview
              kind={kind}
              changes={review.changes}
              onApply={applyKept}
              onDiscard={() => {
                setReview(null);
                draftRef.current?.focus();
              }}
            />
          )}
        </Flex>
      )}
    </Card>
  );
}
