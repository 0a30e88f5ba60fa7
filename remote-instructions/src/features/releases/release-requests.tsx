import { Button, Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import { Table, type TableColumnsType } from '@portal/shared/antd-data';
import type { ReleaseRequestStatus, ReleaseRequestSummary } from '@portal/contract';
import { RELEASE_REQUEST_STATUSES } from '@portal/contract/limits';
import { ListEmpty, LoadingNotice, RetryAlert, SectionHeading } from '@portal/remote-kit';
import { useReleaseRequests } from './use-release-requests';
import { REQUEST_STATUS_LABELS, requestedVersion, shownAt } from './release-text';
import { ChoiceSelect } from '../../components/choice-select';
import { RequestStatusTag } from './request-status-tag';

interface ReleaseRequestsProps {
  status: ReleaseRequestStatus;
  onStatus: (status: ReleaseRequestStatus) => void;
  onOpen: (requestId: string) => void;
  onBack: () => void;
}

const STATUS_CHOICES = RELEASE_REQUEST_STATUSES.map((status) => ({
  id: status,
  name: REQUEST_STATUS_LABELS[status],
}));

function columns(onOpen: (requestId: string) => void): TableColumnsType<ReleaseRequestSummary> {
  return [
    {
      title: 'Version',
      key: 'version',
      width: 170,
      render: (_, request) => requestedVersion(request),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 110,
      render: (status: ReleaseRequestStatus) => <RequestStatusTag status={status} />,
    },
    { title: 'Asked by', dataIndex: 'requestedBy', width: 200 },
    {
      title: 'Asked on',
      dataIndex: 'requestedAt',
      width: 190,
      render: (at: string) => shownAt(at),
    },
    {
      title: 'Note',
      dataIndex: 'note',
      render: (note: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {note}
        </Typography.Paragraph>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, request) => (
        <Button
          aria-label={`Open the request for ${requestedVersion(request)}`}
          onClick={() => onOpen(request.id)}
        >
          Open
        </Button>
      ),
    },
  ];
}

/**
 * Issue 35: the release requests of one status (the open ones first), newest first; everyone
 * may read them, a releaser reviews them from a request's page.
 */
export default function ReleaseRequests({
  status,
  onStatus,
  onOpen,
  onBack,
}: ReleaseRequestsProps) {
  const list = useReleaseRequests(status);
  const label = REQUEST_STATUS_LABELS[status].toLowerCase();

  let body = null;
  if (list.requests.length > 0) {
    body = (
      <Table<ReleaseRequestSummary>
        rowKey="id"
        columns={columns(onOpen)}
        dataSource={list.requests}
        loading={list.status === 'loading'}
        pagination={false}
        scroll={{ x: 900 }}
      />
    );
  } else if (list.status === 'loading') {
    body = <LoadingNotice text="Loading release requests..." />;
  } else if (list.status === 'ready') {
    body = (
      <ListEmpty
        title={`No ${label} release requests`}
        text="An editor asks for a release from an instruction's history."
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <SectionHeading
        title="Release requests"
        action={<Button onClick={onBack}>Back to instructions</Button>}
      />
      <div role="search" aria-label="Find release requests" style={{ maxWidth: 320 }}>
        <ChoiceSelect
          label="Status"
          placeholder="Choose a status"
          value={status}
          options={STATUS_CHOICES}
          onChange={(chosen) => onStatus(chosen as ReleaseRequestStatus)}
        />
      </div>
      {list.status === 'error' && list.error && (
        <RetryAlert title={list.error} onRetry={list.retry} />
      )}
      {body && <Card styles={{ body: { padding: 0 } }}>{body}</Card>}
    </Flex>
  );
}
