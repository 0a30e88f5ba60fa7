import { lazy, Suspense, useId } from 'react';
import { Button, Flex } from '@portal/shared/antd';
import type { Prompt, PromptType } from '@portal/contract';
import { LoadingNotice } from '@portal/remote-kit';

// A chunk of its own: the list never downloads it, nor an edit view that does not open it.
const TestCasesSection = lazy(
  () => import(/* webpackChunkName: "instruction-test-cases" */ '../test-cases/test-cases-section'),
);

interface EditViewTestCasesProps {
  promptType: PromptType;
  /** The Instruction as typed, not yet saved. */
  promptContent: string;
  editedPrompt: Prompt | null;
  /** Shown: the URL says so (`&show=`), so a reload and Back keep it. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The type's saved test cases under the edit view, shown on demand as the preview is: until
 * staff ask for them, the edit view stays the spec's form and makes none of their calls.
 */
export function EditViewTestCases({ open, onOpenChange, ...props }: EditViewTestCasesProps) {
  const sectionId = useId();
  return (
    <Flex vertical gap={16} align="flex-start">
      <Button aria-expanded={open} aria-controls={sectionId} onClick={() => onOpenChange(!open)}>
        {open ? 'Hide test cases' : 'Show test cases'}
      </Button>
      <div id={sectionId} style={{ alignSelf: 'stretch' }}>
        {open && (
          <Suspense fallback={<LoadingNotice text="Loading the test cases..." />}>
            <TestCasesSection {...props} />
          </Suspense>
        )}
      </div>
    </Flex>
  );
}
