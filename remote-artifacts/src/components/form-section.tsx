import { useId, type ReactNode } from 'react';
import { Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';

interface FormSectionProps {
  title: string;
  /** An action beside the title, e.g. 'Add Segment'. */
  extra?: ReactNode;
  children: ReactNode;
}

/** A titled part of a long form; its title is a heading and names the region. */
export function FormSection({ title, extra, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      title={
        <Typography.Title id={headingId} level={4} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
