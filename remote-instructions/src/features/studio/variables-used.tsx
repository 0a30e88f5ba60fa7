import { useId } from 'react';
import { Flex, Typography } from '@portal/shared/antd';

// A flex row, not `display: contents`, which drops the list's role in some browsers.
const INLINE_LIST = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

/** The catalogue variables the Instruction names, in order of first use. */
export function VariablesUsed({ names }: { names: string[] }) {
  const labelId = useId();
  return (
    <Flex wrap gap={8} align="baseline">
      <Typography.Text type="secondary" id={labelId}>
        Variables used
      </Typography.Text>
      {names.length > 0 ? (
        <ul aria-labelledby={labelId} style={INLINE_LIST}>
          {names.map((name) => (
            <li key={name}>
              <Typography.Text code>{name}</Typography.Text>
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">none</Typography.Text>
      )}
    </Flex>
  );
}
