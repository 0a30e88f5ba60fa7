import { useEffect, useRef, useState } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { ActionsButton, type CardActionsProps, type MenuArrival } from './card-actions-button';

type MenuItems = NonNullable<MenuProps['items']>;
type MenuItem = { key: string; label: string; disabled?: boolean };

/**
 * An item named as the card's button was ('History of ICP Mid-market SaaS'): antd passes an
 * item's other props to its element, though its type lists none of the aria ones.
 */
const named = (item: MenuItem, name: string, opensDialog = false): MenuItem => ({
  ...item,
  ...({ 'aria-label': name, ...(opensDialog ? { 'aria-haspopup': 'dialog' } : {}) } as object),
});

/**
 * 'Actions for {name}' (issue 37 §2): History, Copy to… and Revise with AI of one record, in
 * antd's Dropdown (arrow keys move, Enter chooses, Escape closes and gives the focus back).
 * Each item keeps the accessible name it had as a card's button; a viewer finds Copy and
 * Revise disabled, the reason said once above them. Its own chunk (`card-actions.tsx`).
 */
export function CardActionsMenu({
  arrival,
  ...props
}: CardActionsProps & { arrival: MenuArrival }) {
  const { kind, name, refusal } = props;
  const subject = `${kind} ${name}`;
  // The press that loaded this code opens the menu; the focus it had stays on its button.
  const [open, setOpen] = useState(arrival.open);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (arrival.focus) button.current?.focus();
    // Only as the code arrives: later focus is the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changes: MenuItems = [
    named(
      { key: 'copy', label: 'Copy to…', disabled: refusal !== null },
      `Copy ${subject} to another workspace`,
      true,
    ),
    named(
      { key: 'revise', label: 'Revise with AI', disabled: refusal !== null },
      `Revise with AI: ${subject}`,
      true,
    ),
  ];
  const items: MenuItems = [
    named({ key: 'history', label: 'History' }, `History of ${subject}`),
    { type: 'divider' },
    ...(refusal === null
      ? changes
      : [{ type: 'group' as const, label: refusal, children: changes }]),
  ];
  const actions: Record<string, () => void> = {
    history: props.onHistory,
    copy: props.onCopy,
    revise: props.onRevise,
  };

  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      // The menu button pattern (WAI-ARIA APG): an opened menu takes the focus to its first
      // item, so arrow keys move at once; Escape gives it back to the button.
      // eslint-disable-next-line jsx-a11y/no-autofocus -- see above
      autoFocus
      menu={{
        items,
        'aria-label': `Actions for ${name}`,
        onClick: ({ key }) => {
          setOpen(false);
          // Once the menu has closed, the focus back on this button first: the dialog an item
          // opens gives the focus back to what had it when it opened (the item is gone with the
          // menu), and a dialog opened from inside the closing popup's click missed its own
          // Escape (seen in the tests).
          setTimeout(() => {
            button.current?.focus();
            actions[key]?.();
          });
        },
      }}
    >
      <ActionsButton ref={button} name={name} />
    </Dropdown>
  );
}
