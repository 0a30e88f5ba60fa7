import { Button, Flex, Typography } from '@portal/shared/antd';
import { artifactLink } from '@portal/shared/data';
import { Link } from '@portal/shared/router';
import type { Artifact } from '@portal/contract';
import { useVersionArtifacts } from './use-version-artifacts';
import { LoadingNotice, RetryAlert } from '@portal/remote-kit';

interface VersionArtifactsProps {
  promptId: string;
  version: string;
}

const KIND_LABEL: Record<Artifact['kind'], string> = { icp: 'ICP', usp: 'USP' };

function ArtifactItem({ artifact }: { artifact: Artifact }) {
  const { kind, tenantId, workspaceId, id, name, edited } = artifact;
  return (
    <li>
      <Link
        to={artifactLink({ kind, tenantId, workspaceId, id })}
      >{`${KIND_LABEL[kind]}: ${name}`}</Link>
      {edited && <Typography.Text type="secondary"> (edited since)</Typography.Text>}
    </li>
  );
}

/**
 * What one version drafted (issue 21): the ICPs and USPs saved from its drafts, each a deep
 * link to its edit form, so staff can see what a bad version touched.
 */
export function VersionArtifacts({ promptId, version }: VersionArtifactsProps) {
  const page = useVersionArtifacts(promptId, version);
  const label = `Artifacts drafted by V${version}`;

  if (page.status === 'error' && page.error)
    return <RetryAlert title={page.error} onRetry={page.retry} />;
  if (page.status !== 'ready') return <LoadingNotice text="Loading artifacts..." />;
  if (page.total === 0)
    return (
      <Typography.Text>{`No ICP or USP was saved from a draft of V${version}.`}</Typography.Text>
    );

  const to = page.from + page.items.length - 1;
  return (
    <Flex vertical gap={8} role="region" aria-label={label}>
      <Typography.Text strong>
        {page.total === 1
          ? `1 artifact drafted by V${version}`
          : `${page.total} artifacts drafted by V${version}`}
      </Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {page.items.map((artifact) => (
          <ArtifactItem key={`${artifact.kind}-${artifact.id}`} artifact={artifact} />
        ))}
      </ul>
      {(page.hasPrevious || page.hasNext) && (
        <Flex align="center" gap={12}>
          <Button size="small" disabled={!page.hasPrevious} onClick={page.previous}>
            Previous
          </Button>
          <Typography.Text>{`${page.from}–${to} of ${page.total}`}</Typography.Text>
          <Button size="small" disabled={!page.hasNext} onClick={page.next}>
            Next
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
