import { useId, useState } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import type { Prompt, PromptType, TestCase } from '@portal/contract';
import { PlusIcon } from '@portal/remote-kit';
import { usePreviewScope } from '../../preview-scope/use-preview-scope';
import { useTestCases } from './use-test-cases';
import { useWorkspaceRecords } from '../../workspace-records/use-workspace-records';
import { instructionTypeLabel } from '../../instructions/instruction-types';
import { PreviewScopeFields } from '../../preview-scope/preview-scope-fields';
import { TestCaseForm } from './test-case-form';
import { TestCaseList } from './test-case-list';
import { TestCaseRunner } from './test-case-runner';

interface TestCasesSectionProps {
  promptType: PromptType;
  /** The Instruction as typed, not yet saved: what 'Run test cases' runs. */
  promptContent: string;
  /** The active version being edited; null for a new instruction. */
  editedPrompt: Prompt | null;
}

/**
 * Issue 21 §3: the instruction type's saved test cases, kept here, and run on the draft in
 * the workspace the preview uses. Loaded lazily with the edit view's 'Show test cases'.
 */
export default function TestCasesSection(props: TestCasesSectionProps) {
  const { promptType } = props;
  const headingId = useId();
  const choice = usePreviewScope();
  const noRecords = useWorkspaceRecords(null, null, null);
  const list = useTestCases(promptType);
  // The case in the form: 'new' while adding one.
  const [editing, setEditing] = useState<TestCase | 'new' | null>(null);

  return (
    <Card role="region" aria-labelledby={headingId}>
      <Flex vertical gap={16}>
        <Typography.Title level={4} id={headingId} style={{ margin: 0, fontSize: 16 }}>
          Test cases
        </Typography.Title>
        <Typography.Text type="secondary">
          {`The saved test cases of the ${instructionTypeLabel(promptType)} type. A run asks the model once per case, in the workspace chosen here (the preview's).`}
        </Typography.Text>
        <PreviewScopeFields kind={null} choice={choice} records={noRecords} />
        <TestCaseList list={list} promptType={promptType} onEdit={setEditing} />
        {editing ? (
          <TestCaseForm
            // A fresh form for each case opened.
            key={editing === 'new' ? 'new' : editing.id}
            promptType={promptType}
            original={editing === 'new' ? null : editing}
            scope={choice.scope}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Button icon={<PlusIcon />} onClick={() => setEditing('new')}>
            Add test case
          </Button>
        )}
        <TestCaseRunner {...props} scope={choice.scope} caseCount={list.cases.length} />
      </Flex>
    </Card>
  );
}
