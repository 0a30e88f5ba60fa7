import { useId } from 'react';
import { Radio } from 'antd';
import { Flex, Typography } from '@portal/shared/antd';
import type { ConflictChoice } from '@portal/contract';

/** What a name clash can do, one choice for all of them (as the API's import and copy take it). */
const CONFLICT_CHOICES: { value: ConflictChoice; label: string }[] = [
  { value: 'skip', label: 'Skip: keep the existing one' },
  { value: 'replace', label: 'Replace the existing one' },
  { value: 'copy', label: 'Create as a copy' },
];

interface ConflictChoiceFieldProps {
  value: ConflictChoice;
  disabled: boolean;
  onChange: (choice: ConflictChoice) => void;
}

/** 'When a name already exists': the clash choice of an import's or a copy's preview. */
export function ConflictChoiceField({ value, disabled, onChange }: ConflictChoiceFieldProps) {
  const labelId = useId();
  return (
    <Flex vertical gap={8}>
      <Typography.Text id={labelId}>When a name already exists</Typography.Text>
      <Radio.Group
        aria-labelledby={labelId}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as ConflictChoice)}
        options={CONFLICT_CHOICES}
      />
    </Flex>
  );
}
