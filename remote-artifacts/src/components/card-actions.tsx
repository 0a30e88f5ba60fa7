import { useState, useSyncExternalStore } from 'react';
import { Flex } from '@portal/shared/antd';
import { DeleteIcon, EditIcon, RefusableButton } from '@portal/remote-kit';
import { ActionsButton, type CardActionsProps, type MenuArrival } from './card-actions-button';

type MenuModule = typeof import('./card-actions-menu');
type Menu = MenuModule['CardActionsMenu'];

// The menu (antd's Dropdown, bundled here: no kit has it) is its own chunk, loaded when any
// card's 'Actions' is first pressed: the dashboard's first paint carries none of it. One load
// for every card and row.
let menu: Menu | null = null;
let loading: Promise<void> | null = null;
const arrivals = new Set<() => void>();
function loadMenu() {
  loading ??= import('./card-actions-menu').then(
    (code) => {
      menu = code.CardActionsMenu;
      arrivals.forEach((listener) => listener());
    },
    // Offline for a moment: the next press asks again.
    () => {
      loading = null;
    },
  );
}
const subscribe = (listener: () => void) => {
  arrivals.add(listener);
  return () => arrivals.delete(listener);
};
const useMenu = () => useSyncExternalStore(subscribe, () => menu);

/**
 * A record's actions, the same on its card and its list row (issue 37 §2): Edit and Delete in
 * view (spec §2: each card shows them), the rest (History, Copy to…, Revise with AI) in one
 * menu, 'Actions for {name}'. Each keeps the accessible name it had as a button.
 */
export function CardActions(props: CardActionsProps) {
  const { kind, name, refusal } = props;
  const Menu = useMenu();
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
      {Menu ? (
        <Menu {...props} arrival={arrival} />
      ) : (
        <ActionsButton
          name={name}
          onClick={(event) => {
            // Loaded on the first press only: a pointer passing over it loads nothing. The
            // menu arrives open, its button in this one's place, with the focus if this had it.
            setArrival({ open: true, focus: document.activeElement === event.currentTarget });
            loadMenu();
          }}
        />
      )}
    </Flex>
  );
}
