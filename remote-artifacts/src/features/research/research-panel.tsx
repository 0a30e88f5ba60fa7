import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { LoadingNotice } from '@portal/remote-kit';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { RESEARCH_TEXT } from './research-text';

// Its code and its request only once someone opens the panel (new screens load when used).
const ResearchBody = lazy(() => import('./research-body'));

/** The panel's title row: its heading, and the control beside it. */
function PanelHead({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap={8} wrap>
      <Typography.Title level={3} id={headingId} style={{ margin: 0, fontSize: 18 }}>
        {RESEARCH_TEXT.title}
      </Typography.Title>
      {children}
    </Flex>
  );
}

/**
 * The panel while the dashboard loads, where the live one will be (nothing below it moves when
 * the live page arrives): there is no workspace to research yet, so nothing to open.
 */
export function ResearchPanelLoading() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <PanelHead headingId={headingId}>
        <Button disabled>{RESEARCH_TEXT.show}</Button>
      </PanelHead>
    </section>
  );
}

/**
 * 'Company research' above the dashboard's tabs (issue 39 §3): where staff see the workspace's
 * brief while they draft. Collapsed at first; the spec's two tabs stay as they are below it.
 */
export function ResearchPanel({ scope }: { scope: WorkspaceScope }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const bodyId = useId();
  return (
    <section aria-labelledby={headingId}>
      <PanelHead headingId={headingId}>
        <Button aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {open ? RESEARCH_TEXT.hide : RESEARCH_TEXT.show}
        </Button>
      </PanelHead>
      <div id={bodyId} hidden={!open} style={{ paddingTop: open ? 12 : 0 }}>
        {open && (
          <Suspense fallback={<LoadingNotice text={RESEARCH_TEXT.loading} />}>
            {/* A new body per workspace: a proposal of one never shows in another. */}
            <ResearchBody key={`${scope.tenantId}/${scope.workspaceId}`} scope={scope} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
