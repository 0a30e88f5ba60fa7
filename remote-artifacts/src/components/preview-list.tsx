import { Typography } from '@portal/shared/antd';

/** Rows shown per list: a file of thousands still previews as a count and its first rows. */
export const SHOWN_ROWS = 100;

interface PreviewListProps<T> {
  title: string;
  items: T[];
  text: (item: T) => string;
  type?: 'danger';
}

/** One part of the preview (to create, name clashes, errors): a heading and its rows. */
export function PreviewList<T>({ title, items, text, type }: PreviewListProps<T>) {
  if (items.length === 0) return null;
  const more = items.length - SHOWN_ROWS;
  return (
    <section aria-label={title}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title} ({items.length})
      </Typography.Title>
      <ul style={{ margin: 0, paddingInlineStart: 20, maxHeight: 180, overflowY: 'auto' }}>
        {items.slice(0, SHOWN_ROWS).map((item, index) => (
          <li key={index}>
            <Typography.Text type={type}>{text(item)}</Typography.Text>
          </li>
        ))}
      </ul>
      {more > 0 && <Typography.Text type="secondary">and {more} more</Typography.Text>}
    </section>
  );
}
