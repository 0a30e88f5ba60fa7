import { useState } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import { RELEASE_LIMITS } from '@portal/contract/limits';
import type { useReview } from './use-release-actions';
import { ReleaseSection } from './release-section';
import { TextField, written } from './text-field';

type Verdict = 'approve' | 'reject';

/**
 * A releaser who did not ask approves the request, so that it can be released, or sends it
 * back with a word on why; both keep the comment on the request.
 */
export function ReviewForm({ review }: { review: ReturnType<typeof useReview> }) {
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const deciding: Verdict | null = review.busy ? (review.asked?.verdict ?? null) : null;

  const decide = (verdict: Verdict) => {
    const blank = verdict === 'reject' && !written(comment);
    setMissing(blank);
    if (!blank) void review.run({ verdict, comment: comment.trim() });
  };

  return (
    <ReleaseSection title="Review">
      <Typography.Text type="secondary">
        Approve the request so that it can be released, or send it back to its author.
      </Typography.Text>
      <TextField
        label="Review comment"
        hint="Optional when approving; say why when sending it back."
        value={comment}
        onChange={setComment}
        maxLength={RELEASE_LIMITS.comment}
        disabled={deciding !== null}
        error={missing ? 'Say why you send it back.' : null}
      />
      {review.failure && <Alert type="error" showIcon title={review.failure} />}
      <Flex wrap gap={8}>
        <Button type="primary" disabled={deciding !== null} onClick={() => decide('approve')}>
          {deciding === 'approve' ? 'Approving...' : 'Approve'}
        </Button>
        <Button danger disabled={deciding !== null} onClick={() => decide('reject')}>
          {deciding === 'reject' ? 'Sending back...' : 'Send back'}
        </Button>
      </Flex>
    </ReleaseSection>
  );
}
