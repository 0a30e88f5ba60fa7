import { Flex, Spin, Typography } from '@portal/shared/antd';

/** A list on its way for the first time, e.g. 'Loading USPs...'. */
export function ListLoading({ text }: { text: string }) {
  return (
    <Flex justify="center" align="center" gap={12} role="status" style={{ padding: '48px 0' }}>
      <Spin />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}
