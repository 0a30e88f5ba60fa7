import type { ReactNode } from 'react';
import { Button, Flex } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import { CloseIcon } from '@portal/remote-kit';

interface FormEntryProps {
  /** e.g. 'Segment 2'; names the group and its remove button. */
  label: string;
  onRemove: () => void;
  /** More actions on the entry, before Remove (a persona's 'Revise with AI'). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One removable entry of a list in a form, such as a segment or a buyer persona. */
export function FormEntry({ label, onRemove, actions, children }: FormEntryProps) {
  return (
    <Card
      size="small"
      type="inner"
      role="group"
      aria-label={label}
      title={label}
      extra={
        <Flex gap={8} align="center" wrap>
          {actions}
          <Button
            type="text"
            danger
            size="small"
            icon={<CloseIcon />}
            aria-label={`Remove ${label.toLowerCase()}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        </Flex>
      }
    >
      {children}
    </Card>
  );
}
