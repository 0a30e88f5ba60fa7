import { useState } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { queryClient, useCan, useQuery } from '@portal/shared/data';
import type { GenerationRef, ResearchBrief, ResearchBriefContent } from '@portal/contract';
import { LoadingNotice, RefusableButton, RetryAlert } from '@portal/remote-kit';
import { briefKey, getBrief, researchCompany } from '../../api/research';
import { draftInput } from '../../api/drafts';
import { readOnlyReason } from '../../messages';
import { DraftStatus } from '../../ai/draft-status';
import { useDraft } from '../../ai/use-draft';
import { useModelConfigured } from '../../ai/use-model-provider';
import { NoModel } from '../../ai/no-model';
import { HistoryDrawer } from '../history/history-drawer';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { BriefForm } from './brief-form';
import { BriefView } from './brief-view';
import { RESEARCH_TEXT } from './research-text';

const NO_MODEL = { title: RESEARCH_TEXT.noModel, description: RESEARCH_TEXT.connectModel };

/** What the form edits: a proposal with its generation, or the stored brief. */
interface Editing {
  content: ResearchBriefContent;
  generation: GenerationRef | null;
  /** A new form for a reload (after someone else saved): it starts from the stored brief. */
  key: number;
}

/**
 * The workspace's research brief (issue 39 §3), loaded when the panel first opens: the brief
 * or the empty state, 'Research the company' (busy with Cancel, failure with Retry, no model:
 * who connects one), then the proposal to review, edit and save; History of its saves.
 */
export default function ResearchBody({ scope }: { scope: WorkspaceScope }) {
  const query = useQuery({
    queryKey: briefKey(scope),
    queryFn: () => getBrief(scope.tenantId, scope.workspaceId),
  });
  const refusal = useCan('change') ? null : readOnlyReason('research brief');
  const configured = useModelConfigured();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const research = useDraft(
    ({ proposal, generation }: Awaited<ReturnType<typeof researchCompany>>) =>
      setEditing({ content: proposal, generation: { token: generation.token }, key: Date.now() }),
    RESEARCH_TEXT.researchFailed,
  );

  if (query.isPending) return <LoadingNotice text={RESEARCH_TEXT.loading} />;
  if (query.isError)
    return <RetryAlert title={RESEARCH_TEXT.loadFailed} onRetry={() => void query.refetch()} />;
  const brief = query.data;

  if (editing) {
    return (
      <BriefForm
        key={editing.key}
        scope={scope}
        brief={brief}
        content={editing.content}
        generation={editing.generation}
        onSaved={(saved: ResearchBrief) => {
          queryClient.setQueryData(briefKey(scope), saved);
          setEditing(null);
        }}
        onClose={() => setEditing(null)}
        onReload={async () => {
          const { data } = await query.refetch();
          setEditing(data ? { content: data, generation: null, key: Date.now() } : null);
        }}
      />
    );
  }

  const start = () => void research.run((signal) => researchCompany(draftInput(scope, ''), signal));
  return (
    <Flex vertical gap={12}>
      {brief ? (
        <BriefView brief={brief} />
      ) : (
        <Flex vertical gap={4}>
          <Typography.Text strong>{RESEARCH_TEXT.empty}</Typography.Text>
          <Typography.Text type="secondary">{RESEARCH_TEXT.emptyHelp}</Typography.Text>
        </Flex>
      )}
      {configured === false ? (
        <NoModel words={NO_MODEL} />
      ) : (
        <DraftStatus
          busy={research.busy}
          busyText={RESEARCH_TEXT.researching}
          cancelLabel={RESEARCH_TEXT.cancel}
          onCancel={research.cancel}
          error={research.error}
          onRetry={() => void research.retry()}
          offline={research.offline}
          notice={null}
          noModel={NO_MODEL}
        />
      )}
      <Flex gap={8} wrap>
        {configured !== false && !research.busy && (
          <RefusableButton refusal={refusal} type={brief ? 'default' : 'primary'} onClick={start}>
            {brief ? RESEARCH_TEXT.researchAgain : RESEARCH_TEXT.research}
          </RefusableButton>
        )}
        {brief && (
          <RefusableButton
            refusal={refusal}
            onClick={() => setEditing({ content: brief, generation: null, key: Date.now() })}
          >
            {RESEARCH_TEXT.edit}
          </RefusableButton>
        )}
        {brief && <Button onClick={() => setHistoryOpen(true)}>{RESEARCH_TEXT.history}</Button>}
      </Flex>
      <HistoryDrawer
        kind="research brief"
        entity="brief"
        tenantId={scope.tenantId}
        item={historyOpen && brief ? brief : null}
        onClose={() => setHistoryOpen(false)}
      />
    </Flex>
  );
}
