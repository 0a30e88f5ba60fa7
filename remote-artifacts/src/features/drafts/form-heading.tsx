import { Suspense, useId, useState, type ReactNode, type Ref } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';

interface FormHeadingProps {
  /** 'Create New ICP', 'Edit USP'… */
  title: string;
  /** The draft panel, loaded lazily by the caller: it shows only once opened. */
  renderPanel: () => ReactNode;
  /** More actions beside 'Draft with AI' (an edit form's 'Revise with AI'). */
  actions?: ReactNode;
  /** Makes the title a focus target (`tabIndex={-1}`): the form moves the focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * A form's title with 'Draft with AI' (issue 21), which opens the draft panel below it and
 * closes it again (a draft under way is then cancelled).
 */
export function FormHeading({ title, renderPanel, actions, headingRef }: FormHeadingProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          level={4}
          style={{ margin: 0, fontSize: 18 }}
        >
          {title}
        </Typography.Title>
        <Flex gap={8} wrap>
          {actions}
          <Button
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen(!open)}
          >
            Draft with AI
          </Button>
        </Flex>
      </Flex>
      {open && (
        <div id={panelId}>
          <Suspense fallback={null}>{renderPanel()}</Suspense>
        </div>
      )}
    </>
  );
}
