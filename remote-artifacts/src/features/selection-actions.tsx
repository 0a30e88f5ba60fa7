import { Suspense } from 'react';
import { BulkActions } from './lazy-selection-ui';
import type { Selectable, SelectionActionsProps } from './selection/selection-types';

/**
 * A tab's selection bar and bulk actions, shown while cards are selected; their code loads on
 * the first selection.
 */
export function SelectionActions<T extends Selectable>(props: SelectionActionsProps<T>) {
  const { items, children, ...bulk } = props;
  const { selected } = props.selection;
  // Only what the list still has: a card deleted or restored elsewhere drops out.
  const chosen = items.filter((item) => selected.has(item.id));
  if (chosen.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BulkActions {...bulk} chosen={chosen}>
        {children?.(chosen)}
      </BulkActions>
    </Suspense>
  );
}
