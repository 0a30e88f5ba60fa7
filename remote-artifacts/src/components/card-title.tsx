import { Typography } from '@portal/shared/antd';

/** A card's name as a heading, so cards can be found and read by it. */
export function CardTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography.Title
      id={id}
      level={4}
      title={children}
      style={{ margin: 0, fontSize: 16, overflow: 'hidden', textOverflow: 'ellipsis' }}
    >
      {children}
    </Typography.Title>
  );
}
