import { useEffect, useRef } from 'react';
import { Button, Flex, Spin, Typography } from '@portal/shared/antd';
import { RetryAlert } from '@portal/remote-kit';
import { RESEARCH_TEXT, researchingFor } from './research-text';
import type { useResearchRun } from './use-research-run';

/**
 * Research while it goes on (issue 39 §5): elapsed and who started it, read back from the
 * API, so a reload or another user shows it too; Cancel for its starter or an administrator.
 * Cancel takes the focus when this page started the run, so a keyboard user can stop it.
 */
export function ResearchProgress({ research }: { research: ReturnType<typeof useResearchRun> }) {
  const { run, startedHere } = research;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const canCancel = run?.canCancel ?? false;
  useEffect(() => {
    if (canCancel && startedHere) cancelRef.current?.focus();
  }, [canCancel, startedHere]);

  return (
    <Flex vertical gap={8}>
      <Flex gap={12} align="center" wrap>
        <Spin size="small" />
        <Typography.Text role="status">
          {run ? researchingFor(run.elapsedMs, run.startedBy) : RESEARCH_TEXT.researching}
        </Typography.Text>
        {canCancel && (
          <Button ref={cancelRef} disabled={research.cancelling} onClick={research.cancel}>
            {research.cancelling ? RESEARCH_TEXT.cancelling : RESEARCH_TEXT.cancel}
          </Button>
        )}
      </Flex>
      {research.cancelFailure && (
        <RetryAlert title={research.cancelFailure} onRetry={research.cancel} />
      )}
    </Flex>
  );
}
