import { useId } from 'react';
import { Flex, Input, Typography } from '@portal/shared/antd';
import { REVISE_LIMITS } from '@portal/contract/limits';

interface RevisionRequestFieldProps {
  value: string;
  onChange: (request: string) => void;
}

/**
 * An edit type's test run revises the chosen ICP or USP as 'Revise with AI' would: this is the
 * staff's request it sends (and the instruction's {{request}}).
 */
export function RevisionRequestField({ value, onChange }: RevisionRequestFieldProps) {
  const id = useId();
  const helpId = useId();
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>
        <label htmlFor={id}>Request</label>
      </Typography.Text>
      <Input.TextArea
        id={id}
        aria-describedby={helpId}
        value={value}
        maxLength={REVISE_LIMITS.request}
        autoSize={{ minRows: 1, maxRows: 4 }}
        placeholder="Split the enterprise segment by region"
        onChange={(event) => onChange(event.target.value)}
      />
      <Typography.Text type="secondary" id={helpId}>
        What staff would ask of &lsquo;Revise with AI&rsquo;: Test run sends it with the chosen
        record, as a revision does. The Preview shows {'{{request}}'} empty.
      </Typography.Text>
    </Flex>
  );
}
