import { useEffect, useId, useRef, useState } from 'react';
import { Button, Flex, Input, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import { DRAFT_LIMITS } from '@portal/contract/limits';
import { DRAFT_MESSAGES } from '../../draft-messages';
import { DraftStatus } from '../../ai/draft-status';
import { NoModel } from '../../ai/no-model';
import { useDraft } from '../../ai/use-draft';
import { useModelConfigured } from '../../ai/use-model-provider';

interface DraftPanelProps<R> {
  /** Asks the API for a draft from the description (blank: the workspace's). */
  draft: (companyDescription: string, signal: AbortSignal) => Promise<R>;
  /** Fills the form from the answer; returns the notice saying what it did. */
  apply: (answer: R) => string;
  /** The spec §8-style fallback when the failure brings no message. */
  fallback: string;
  /** Told when a draft starts and ends (or the panel closes): the form is read-only meanwhile. */
  onBusy: (busy: boolean) => void;
}

/**
 * 'Draft with AI' in a form: a company description, Draft, and the draft's state. Nothing is
 * saved here: the form's own 'Create …' / 'Update …' saves what the draft filled in.
 */
export function DraftPanel<R>({ draft, apply, fallback, onBusy }: DraftPanelProps<R>) {
  const configured = useModelConfigured();
  const [description, setDescription] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const state = useDraft<R>((answer) => setNotice(apply(answer)), fallback);
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
  useEffect(() => {
    onBusy(state.busy);
  }, [onBusy, state.busy]);
  useEffect(() => () => onBusy(false), [onBusy]);

  const send = () => {
    setNotice(null);
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
          <Button
            ref={draftRef}
            disabled={state.busy}
            onClick={send}
            style={{ alignSelf: 'start' }}
          >
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
        </Flex>
      )}
    </Card>
  );
}
