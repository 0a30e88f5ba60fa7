import { Flex, Spin, Typography } from '@portal/shared/antd';

/** A list that is still on its way, e.g. 'Loading instructions...'. */
export function LoadingNotice({ text }: { text: string }) {
  return (
    <Flex align="center" justify="center" gap={12} role="status" style={{ padding: '40px 0' }}>
      <Spin size="small" />
      <Typography.Text>{text}</Typography.Text>
    </Flex>
  );
}
