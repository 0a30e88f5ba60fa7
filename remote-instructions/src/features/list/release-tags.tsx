import { Tag } from '@portal/shared/antd-nav';
import type { RowReleaseTag } from './row-release';

const COLORS: Record<RowReleaseTag['kind'], string | undefined> = {
  released: 'cyan',
  partly: 'cyan',
  review: 'purple',
  none: undefined,
};

/** Issue 35: a row's release, in its Status cell beside the spec's 'Active' or 'Inactive'. */
export function ReleaseTags({ tags }: { tags: RowReleaseTag[] }) {
  return tags.map((tag) => (
    <Tag key={tag.kind} color={COLORS[tag.kind]}>
      {tag.text}
    </Tag>
  ));
}
