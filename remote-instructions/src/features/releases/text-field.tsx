import { useId } from 'react';
import { Flex, Input, Typography } from '@portal/shared/antd';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Said under the label, tied to the field. */
  hint?: string;
  /** Why the text was not sent (a required field left blank), tied to the field. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  rows?: number;
}

/** A labelled text area of the release screens: a note, a comment, a reason. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  rows = 3,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>
        <label htmlFor={id}>{label}</label>
      </Typography.Text>
      {hint && (
        <Typography.Text type="secondary" id={hintId}>
          {hint}
        </Typography.Text>
      )}
      <Input.TextArea
        id={id}
        rows={rows}
        value={value}
        maxLength={rest.maxLength}
        disabled={rest.disabled}
        aria-required={rest.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <Typography.Text type="danger" id={errorId}>
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Whether a required text holds something besides blanks. */
export const written = (text: string) => text.trim() !== '';
