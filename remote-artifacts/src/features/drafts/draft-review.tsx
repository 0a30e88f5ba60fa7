import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import type { Change, RevisableKind } from '@portal/contract/change-list';
import { ChangeListView } from '../../changes/change-list-view';

interface DraftReviewProps {
  kind: RevisableKind;
  changes: Change[];
  /** Applies the kept changes to the form (the ids of those kept). */
  onApply: (kept: Set<string>) => void;
  onDiscard: () => void;
}

/**
 * A draft for a form that already holds text (issue 39 §2): what it would change, each change
 * kept or rejected, then 'Apply' fills the form with the kept ones. Nothing is overwritten
 * unasked; 'Discard draft' leaves the form as it is.
 */
export function DraftReview({ kind, changes, onApply, onDiscard }: DraftReviewProps) {
  const [kept, setKept] = useState<Set<string>>(() => new Set(changes.map((change) => change.id)));
  const ref = useRef<HTMLDivElement>(null);
  // Focus lands on what just happened: the list of what the draft would change.
  useEffect(() => ref.current?.focus(), []);
  const count = changes.filter((change) => kept.has(change.id)).length;
  return (
    <div ref={ref} tabIndex={-1}>
      <Flex vertical gap={12}>
        <Typography.Text>
          The form already holds text, so the draft is not filled in: choose the changes to apply.
        </Typography.Text>
        <ChangeListView kind={kind} changes={changes} kept={kept} onKeptChange={setKept} />
        <Flex gap={8} wrap>
          <Button type="primary" disabled={count === 0} onClick={() => onApply(kept)}>
            {count === 1 ? 'Apply 1 change' : `Apply ${count} changes`}
          </Button>
          <Button onClick={onDiscard}>Discard draft</Button>
        </Flex>
      </Flex>
    </div>
  );
}
