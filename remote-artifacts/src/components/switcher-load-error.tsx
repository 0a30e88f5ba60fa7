import { Button, Flex, Typography } from '@portal/shared/antd';

interface SwitcherLoadErrorProps {
  title: string;
  message: string | null;
  onRetry: () => void;
}

/** A compact load failure under a switcher, with Retry. */
export function SwitcherLoadError({ title, message, onRetry }: SwitcherLoadErrorProps) {
  return (
    <Flex role="alert" align="center" wrap gap={4} style={{ marginTop: 4 }}>
      <Typography.Text type="danger">
        {title}
        {message && `: ${message}`}
      </Typography.Text>
      <Button
        type="link"
        size="small"
        onClick={onRetry}
        aria-label={`Retry ${title.toLowerCase()}`}
      >
        Retry
      </Button>
    </Flex>
  );
}
