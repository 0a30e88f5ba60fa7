import { lazy, Suspense, useId } from 'react';
import { Button, Flex } from '@portal/shared/antd';
import type { Prompt, PromptType } from '@portal/contract';
import { LoadingNotice } from '@portal/remote-kit';

// In the studio's chunk, which the edit view loads anyway (one download of the catalogue and
// its check, which both use): the list never downloads it.
const PreviewPanel = lazy(
  () => import(/* webpackChunkName: "instruction-studio" */ '../preview/preview-panel'),
);

interface EditViewPreviewProps {
  promptType: PromptType;
  /** The Instruction as typed, not yet saved. */
  promptContent: string;
  editedPrompt: Prompt | null;
  /** Shown: the URL says so (`&show=`), so a reload and Back keep it. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Preview panel under the edit view, shown on demand: until staff ask for it, the edit
 * view stays the spec's form and makes none of the panel's calls (tenants, the model
 * provider, records).
 */
export function EditViewPreview({ open, onOpenChange, ...props }: EditViewPreviewProps) {
  const panelId = useId();
  return (
    <Flex vertical gap={16} align="flex-start">
      <Button aria-expanded={open} aria-controls={panelId} onClick={() => onOpenChange(!open)}>
        {open ? 'Hide preview' : 'Show preview'}
      </Button>
      <div id={panelId} style={{ alignSelf: 'stretch' }}>
        {open && (
          <Suspense fallback={<LoadingNotice text="Loading the preview..." />}>
            <PreviewPanel {...props} />
          </Suspense>
        )}
      </div>
    </Flex>
  );
}
