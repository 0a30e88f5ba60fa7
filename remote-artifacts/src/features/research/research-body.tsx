import { useState } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { queryClient, useCan, useQuery } from '@portal/shared/data';
import type { GenerationRef, ResearchBrief, ResearchBriefContent } from '@portal/contract';
import { LoadingNotice, RefusableButton, RetryAlert } from '@portal/remote-kit';
import { briefKey, getBrief } from '../../api/research';
import { readOnlyReason } from '../../messages';
import { DraftStatus } from '../../ai/draft-status';
import { useModelConfigured } from '../../ai/use-model-provider';
import { NoModel } from '../../ai/no-model';
import { HistoryDrawer } from '../history/history-drawer';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { BriefForm } from './brief-form';
import { BriefView } from './brief-view';
import { RESEARCH_TEXT } from './research-text';
import { ResearchProgress } from './research-progress';
import { useResearchRun } from './use-research-run';

/** What the form edits: a proposal with its generation, or the stored brief. */
interface Editing {
  content: ResearchBriefContent;
  generation: GenerationRef | null;
  /** A new form for a reload (after someone else saved): it starts from the stored brief. */
  key: number;
}

/**
 * The workspace's research brief (issue 39 §3), loaded when the panel first opens: the brief
 * or the empty state, 'Research the company' (in the background: elapsed with Cancel, also after
 * a reload and for another user; failure with Retry; no model: who connects one), then the
 * proposal to review, edit and save; History of its saves.
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
  // Runs in the API: a reload, or another user, finds it in progress (issue 39 §5).
  const research = useResearchRun(scope, ({ proposal, generation }) =>
    setEditing({ content: proposal, generation: { token: generation.token }, key: Date.now() }),
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
        <NoModel title={RESEARCH_TEXT.noModel} />
      ) : research.busy ? (
        <ResearchProgress research={research} />
      ) : (
        <DraftStatus
          busy={false}
          busyText={RESEARCH_TEXT.researching}
          cancelLabel={RESEARCH_TEXT.cancel}
          onCancel={research.cancel}
          error={research.failure}
          onRetry={research.start}
          offline={research.offline}
          notice={null}
          noModel={RESEARCH_TEXT.noModel}
        />
      )}
      <Flex gap={8} wrap>
        {configured !== false && !research.busy && (
          <RefusableButton
            refusal={refusal}
            type={brief ? 'default' : 'primary'}
            onClick={research.start}
          >
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
