import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Flex } from '@portal/shared/antd';
import { DeleteIcon, EditIcon, RefusableButton } from '@portal/remote-kit';
import { ActionsButton, type CardActionsProps, type MenuArrival } from './card-actions-button';

// The menu (antd's Dropdown, bundled here: no kit has it) is its own chunk, loaded when any
// card's 'Actions' is first pressed: the dashboard's first paint carries none of it. One load
// for every card and row.
let ready = false;
let loading: Promise<typeof import('./card-actions-menu')> | null = null;
const arrivals = new Set<() => void>();
function loadMenu() {
  loading ??= import('./card-actions-menu').then(
    (code) => {
      ready = true;
      arrivals.forEach((listener) => listener());
      return code;
    },
    (reason: unknown) => {
      // Offline for a moment: the next press asks again.
      loading = null;
      throw reason;
    },
  );
  return loading;
}
const subscribe = (listener: () => void) => {
  arrivals.add(listener);
  return () => arrivals.delete(listener);
};
const useMenuReady = () => useSyncExternalStore(subscribe, () => ready);
const Menu = lazy(() => loadMenu().then((code) => ({ default: code.CardActionsMenu })));

/**
 * A record's actions, the same on its card and its list row (issue 37 §2): Edit and Delete in
 * view (spec §2: each card shows them), the rest (History, Copy to…, Revise with AI) in one
 * menu, 'Actions for {name}'. Each keeps the accessible name it had as a button.
 */
export function CardActions(props: CardActionsProps) {
  const { kind, name, refusal } = props;
  const menuReady = useMenuReady();
  const [arrival, setArrival] = useState<MenuArrival>({ open: false, focus: false });
  return (
    <Flex wrap align="center" gap={4}>
      <RefusableButton
        refusal={refusal}
        type="text"
        size="small"
        icon={<EditIcon />}
        aria-label={`Edit ${kind} ${name}`}
        onClick={props.onEdit}
      >
        Edit
      </RefusableButton>
      <RefusableButton
        refusal={refusal}
        type="text"
        size="small"
        danger
        icon={<DeleteIcon />}
        aria-label={`Delete ${kind} ${name}`}
        onClick={props.onDelete}
      >
        Delete
      </RefusableButton>
      {menuReady ? (
        <Suspense fallback={<ActionsButton name={name} />}>
          <Menu {...props} arrival={arrival} />
        </Suspense>
      ) : (
        <ActionsButton
          name={name}
          onClick={(event) => {
            // Loaded on the first press only: a pointer passing over it loads nothing. The
            // menu arrives open, its button in this one's place, with the focus if this had it.
            setArrival({ open: true, focus: document.activeElement === event.currentTarget });
            void loadMenu().catch(() => {});
          }}
        />
      )}
    </Flex>
  );
}
