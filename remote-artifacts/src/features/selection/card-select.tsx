import { useContext, useSyncExternalStore } from 'react';
import { Checkbox } from '@portal/shared/antd';
import { SelectionContext } from './use-selection';

const noStore = () => () => {};

/** A card's 'Select {name}' checkbox (issue 24 §4); shift-click selects the range up to it. */
export function CardSelect({ id, name }: { id: string; name: string }) {
  const store = useContext(SelectionContext);
  const checked = useSyncExternalStore(store?.subscribe ?? noStore, () =>
    Boolean(store?.get().has(id)),
  );
  if (!store) return null;
  return (
    <Checkbox
      checked={checked}
      aria-label={`Select ${name}`}
      onChange={(event) => store.click(id, (event.nativeEvent as MouseEvent).shiftKey)}
    />
  );
}
