import { useState } from 'react';
import { Flex, Typography } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import type { ReleaseComment, ReleaseRequestDetail } from '@portal/contract';
import { RELEASE_LIMITS } from '@portal/contract/limits';
import { RefusableButton } from '@portal/remote-kit';
import { useComment } from './use-release-actions';
import { RELEASE_READ_ONLY_REASONS } from '../../messages';
import { shownAt } from './release-text';
import { ReleaseSection } from './release-section';
import { TextField, written } from './text-field';

const VERBS: Record<ReleaseComment['kind'], string> = {
  comment: 'commented',
  approve: 'approved',
  reject: 'sent it back',
};

interface RequestCommentsProps {
  request: ReleaseRequestDetail;
  /** Editors and up comment; a viewer sees why not. */
  mayComment: boolean;
}

/** The request's comments, the reviews' among them, oldest first, and a new one. */
export function RequestComments({ request, mayComment }: RequestCommentsProps) {
  const adding = useComment(request.id);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);

  const add = async () => {
    setMissing(!written(text));
    if (!written(text)) return;
    if (await adding.run(text.trim())) setText('');
  };

  return (
    <ReleaseSection title="Comments">
      {request.comments.length === 0 ? (
        <Typography.Text>No comments yet.</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {request.comments.map((comment) => (
            <li key={comment.id} style={{ marginBottom: 8 }}>
              <Typography.Text
                strong
              >{`${comment.username} ${VERBS[comment.kind]}`}</Typography.Text>
              <Typography.Text type="secondary">{` · ${shownAt(comment.at)}`}</Typography.Text>
              {comment.comment && (
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                  {comment.comment}
                </Typography.Paragraph>
              )}
            </li>
          ))}
        </ul>
      )}
      {mayComment && (
        <TextField
          label="Add a comment"
          value={text}
          onChange={setText}
          maxLength={RELEASE_LIMITS.comment}
          disabled={adding.busy}
          error={missing ? 'Write the comment first.' : null}
        />
      )}
      {adding.failure && <Alert type="error" showIcon title={adding.failure} />}
      <Flex>
        <RefusableButton
          refusal={mayComment ? null : RELEASE_READ_ONLY_REASONS.comment}
          disabled={adding.busy}
          onClick={() => void add()}
        >
          {adding.busy ? 'Adding...' : 'Add comment'}
        </RefusableButton>
      </Flex>
    </ReleaseSection>
  );
}
