import { Button, Flex } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import type { Prompt } from '@portal/contract';
import {
  ListEmpty,
  LoadingNotice,
  PlusIcon,
  RefusableButton,
  RetryAlert,
  SectionHeading,
} from '@portal/remote-kit';
import type { LoadStatus as ListStatus } from '@portal/shared/data';
import { useReleaseStatus } from './use-release-status';
import { useRowOverrides } from './use-row-overrides';
import { useTestPassRates } from '../test-cases/use-test-pass-rates';
import { findInstructions } from './find-instructions';
import { isFiltered, PAGE_SIZE, type ListQuery } from './list-query';
import { InstructionFilters } from './instruction-filters';
import { InstructionTable } from './instruction-table';

interface InstructionListProps {
  prompts: Prompt[];
  status: ListStatus;
  error: string | null;
  query: ListQuery;
  /** What changed, to apply to the latest query; `typing` while search text is typed. */
  onQueryChange: (change: Partial<ListQuery>, options: { typing: boolean }) => void;
  onRetry: () => void;
  /** Why the user may not add or edit instructions (a viewer), or null. */
  refusal: string | null;
  onAdd: () => void;
  onEdit: (prompt: Prompt) => void;
  onHistory: (prompt: Prompt) => void;
  /** A releaser (or admin) sees how many requests wait for a review (issue 35). */
  canRelease: boolean;
  /** Opens the release requests, which everyone may read. */
  onRequests: () => void;
}

/** A page past the last (a stale link, fewer rows since) shows the last page. */
const pageWithin = (page: number, rows: number) =>
  Math.min(page, Math.max(1, Math.ceil(rows / PAGE_SIZE)));

/**
 * The list view: heading, 'Add Instruction' and the release requests, the filters, and the
 * table or the state it is in.
 */
export function InstructionList(props: InstructionListProps) {
  const { prompts, status, error, query, onQueryChange, ...actions } = props;
  const found = findInstructions(prompts, query);
  const overridesOf = useRowOverrides(prompts);
  const passRateOf = useTestPassRates();
  const releases = useReleaseStatus();
  const waiting = actions.canRelease ? releases.openRequests : null;
  let body = null;
  if (found.length > 0) {
    body = (
      <InstructionTable
        prompts={found}
        loading={status === 'loading'}
        page={pageWithin(query.page, found.length)}
        onPageChange={(page) => onQueryChange({ page }, { typing: false })}
        onEdit={actions.onEdit}
        onHistory={actions.onHistory}
        refusal={actions.refusal}
        overridesOf={overridesOf}
        passRateOf={passRateOf}
        releaseTagsOf={releases.tagsOf}
      />
    );
  } else if (prompts.length > 0) {
    body = (
      <ListEmpty
        title="No matching instructions"
        text="No instruction matches this search and these filters."
      />
    );
  } else if (status === 'loading') {
    body = <LoadingNotice text="Loading instructions..." />;
  } else if (status === 'ready') {
    body = (
      <ListEmpty
        title="No instructions yet"
        text="Get started by creating your first instruction."
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <SectionHeading
        title="Instructions"
        action={
          <Flex wrap gap={8}>
            <Button onClick={actions.onRequests}>
              {waiting === null ? 'Release requests' : `Release requests (${waiting})`}
            </Button>
            <RefusableButton
              refusal={actions.refusal}
              type="primary"
              icon={<PlusIcon />}
              onClick={actions.onAdd}
            >
              Add Instruction
            </RefusableButton>
          </Flex>
        }
      />
      {(prompts.length > 0 || isFiltered(query)) && (
        <InstructionFilters query={query} onChange={onQueryChange} />
      )}
      {status === 'error' && error && <RetryAlert title={error} onRetry={actions.onRetry} />}
      {body && <Card styles={{ body: { padding: 0 } }}>{body}</Card>}
    </Flex>
  );
}
