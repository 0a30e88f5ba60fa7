import { Button, type GetProps } from '@portal/shared/antd';
import { ChevronDownIcon } from '@portal/remote-kit';

/** What a record's actions do, and why changes may be refused (a viewer). */
export interface CardActionsProps {
  /** 'ICP', 'USP': in every action's name, e.g. 'Edit ICP Mid-market SaaS'. */
  kind: string;
  name: string;
  /** Why the user may not change the record (a viewer), or null: edit, delete, copy and revise say so. */
  refusal: string | null;
  onEdit: () => void;
  onDelete: () => void;
  onHistory: () => void;
  onCopy: () => void;
  onRevise: () => void;
}

/** How the menu's code found its button: pressed (open it), or holding the keyboard focus. */
export interface MenuArrival {
  open: boolean;
  focus: boolean;
}

/** The record's name, and what the menu (antd's Dropdown) adds: its handlers, ref, state. */
type ActionsButtonProps = GetProps<typeof Button> & { name: string };

/** The menu's button: the same before its code arrived and in the menu. */
export function ActionsButton({ name, ...button }: ActionsButtonProps) {
  return (
    <Button
      type="text"
      size="small"
      aria-haspopup="menu"
      aria-label={`Actions for ${name}`}
      icon={<ChevronDownIcon />}
      iconPlacement="end"
      {...button}
    >
      Actions
    </Button>
  );
}
