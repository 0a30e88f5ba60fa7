import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from 'antd';
import { Button, Flex, Input, Typography } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import { useNotices } from '../../notices/use-notices';
import { Link } from '@portal/shared/router';
import { NoModelNotice } from '@portal/remote-kit';
import type { RevisableKind } from '@portal/contract/change-list';
import { REVISE_LIMITS } from '@portal/contract/limits';
import { useClosingModal } from '../../hooks/use-closing-modal';
import { ChangeListView } from '../../changes/change-list-view';
import { DraftStatus } from '../../ai/draft-status';
import { useModelConfigured } from '../../ai/use-model-provider';
import { isNoRelease, REVISE_MESSAGES } from './revise-messages';
import { REVISE_KINDS, type Revisable } from './revise-kinds';
import { useRevision } from './use-revision';

/** The Instructions page (spec §2), where a releaser releases an edit instruction. */
export const INSTRUCTIONS_PATH = '/dashboard/instruction-tuning';

export interface ReviseDialogProps {
  kind: RevisableKind;
  record: Revisable;
  /** A persona of the ICP, revised alone (Buyer Persona Edit). */
  persona?: { id: string; name: string } | null;
  onSaved: (saved: Revisable) => void;
  /** Called once the dialog has closed (focus is back on the button that opened it). */
  onClosed: () => void;
}

/** Said instead of a request field when nothing can be revised: no model, or no release. */
function CannotRevise({ instruction, noRelease }: { instruction: string; noRelease: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1}>
      {noRelease ? (
        <Alert
          type="info"
          showIcon
          title={REVISE_MESSAGES.noRelease(instruction)}
          description={
            <>
              {REVISE_MESSAGES.release} <Link to={INSTRUCTIONS_PATH}>Instructions page</Link>.
            </>
          }
        />
      ) : (
        <NoModelNotice title={REVISE_MESSAGES.noModel} meanwhile={REVISE_MESSAGES.untilThen} />
      )}
    </div>
  );
}

/**
 * 'Revise with AI' (issue 39 §2): a request in plain words, the edit instruction's answer as a
 * change list against the record, each change kept or rejected, and 'Save' through the normal
 * update. Nothing is saved before that; Cancel (or closing) drops a request under way.
 */
export function ReviseDialog(props: ReviseDialogProps) {
  const { kind, record, persona, onSaved, onClosed } = props;
  const config = REVISE_KINDS[kind];
  const { open, close } = useClosingModal();
  const notices = useNotices();
  const configured = useModelConfigured();
  const [request, setRequest] = useState('');
  const fieldId = useId();
  const helpId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const revision = useRevision(config, record, persona?.id ?? null, (saved, kept, proposed) => {
    onSaved(saved);
    notices.done(REVISE_MESSAGES.saved(config.label, kept, proposed));
    close();
  });
  const { ask, review } = revision;
  const noRelease = isNoRelease(ask.code);
  const offline = configured === false || ask.offline;
  const kept = review ? review.changes.filter((change) => review.kept.has(change.id)).length : 0;
  const subject = persona ? `buyer persona “${persona.name}”` : `${config.label} “${record.name}”`;

  return (
    <Modal
      open={open}
      title={`Revise ${subject} with AI`}
      okText={kept === 1 ? 'Save 1 change' : `Save ${kept} changes`}
      cancelText="Cancel"
      okButtonProps={{ disabled: !review || kept === 0 || ask.busy }}
      confirmLoading={revision.saving}
      onOk={() => void revision.save()}
      onCancel={close}
      afterClose={onClosed}
      afterOpenChange={(opened) => opened && fieldRef.current?.focus()}
      width={720}
    >
      {offline || noRelease ? (
        <CannotRevise
          instruction={persona ? 'Buyer Persona Edit' : config.instruction}
          noRelease={noRelease && !offline}
        />
      ) : (
        <Flex vertical gap={16}>
          <Flex vertical gap={4}>
            <label htmlFor={fieldId}>{REVISE_MESSAGES.requestLabel}</label>
            <Input.TextArea
              id={fieldId}
              ref={(textArea) => {
                fieldRef.current = textArea?.resizableTextArea?.textArea ?? null;
              }}
              aria-describedby={helpId}
              rows={3}
              maxLength={REVISE_LIMITS.request}
              value={request}
              disabled={ask.busy || revision.saving}
              onChange={(event) => setRequest(event.target.value)}
            />
            <Typography.Text id={helpId} type="secondary">
              {REVISE_MESSAGES.requestHelp}
            </Typography.Text>
          </Flex>
          <Button
            disabled={ask.busy || revision.saving || request.trim() === ''}
            onClick={() => revision.send(request)}
            style={{ alignSelf: 'start' }}
          >
            {review ? 'Ask again' : 'Revise'}
          </Button>
          <DraftStatus
            busy={ask.busy}
            busyText={REVISE_MESSAGES.revising}
            cancelLabel="Cancel revision"
            onCancel={ask.cancel}
            error={ask.error}
            onRetry={() => void ask.retry()}
            offline={false}
            notice={null}
          />
          {review?.rebuilt && (
            <Alert
              type="warning"
              showIcon
              role="alert"
              title={
                review.changes.length > 0
                  ? REVISE_MESSAGES.stale(config.label)
                  : REVISE_MESSAGES.staleNothing(config.label)
              }
            />
          )}
          {revision.saveError && (
            <Alert type="error" showIcon role="alert" title={revision.saveError} />
          )}
          {review && review.changes.length === 0 && !review.rebuilt && (
            <Typography.Text role="status">
              {REVISE_MESSAGES.nothingProposed(config.label)}
            </Typography.Text>
          )}
          {review && review.changes.length > 0 && (
            <ChangeListView
              kind={config.kind}
              changes={review.changes}
              kept={review.kept}
              onKeptChange={revision.setKept}
              disabled={revision.saving}
            />
          )}
        </Flex>
      )}
    </Modal>
  );
}
