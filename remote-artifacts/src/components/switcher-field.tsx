import type { ReactNode } from 'react';
import { Form } from '@portal/shared/antd';

interface SwitcherFieldProps {
  id: string;
  label: string;
  /** Shown under the control when its list failed to load. */
  problem?: ReactNode;
  children: ReactNode;
}

/** A labelled control of the scope bar; it takes the full width on phones. */
export function SwitcherField({ id, label, problem, children }: SwitcherFieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      style={{ marginBottom: 0, flex: '1 1 220px', maxWidth: 360 }}
    >
      {children}
      {problem}
    </Form.Item>
  );
}
