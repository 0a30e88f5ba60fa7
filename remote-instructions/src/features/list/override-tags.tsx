import { Tag, Tooltip } from '@portal/shared/antd-nav';
import type { RowOverrides } from './row-overrides';
import { VisuallyHidden } from '../../components/visually-hidden';

const tenants = (count: number) => `${count} tenant${count === 1 ? '' : 's'}`;

/**
 * Issue 20: a row's tenant overrides, as tags in its Status cell (the spec's columns stay as
 * they are). The names are in the tooltip, and in text for screen readers.
 */
export function OverrideTags({ overriddenFor, pinnedFor }: RowOverrides) {
  return (
    <>
      {overriddenFor.length > 0 && (
        <Tooltip title={overriddenFor.join(', ')}>
          <Tag color="processing">
            {`Overridden for ${tenants(overriddenFor.length)}`}
            <VisuallyHidden>{`: ${overriddenFor.join(', ')}`}</VisuallyHidden>
          </Tag>
        </Tooltip>
      )}
      {pinnedFor.length > 0 && <Tag color="warning">{`Pinned for ${pinnedFor.join(', ')}`}</Tag>}
    </>
  );
}
