import { Col, Row, theme } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import { Statistic } from '@portal/shared/antd-data';

export interface StatFigure {
  label: string;
  value: number;
  /** Digits after the point, e.g. 1 for an average rating. */
  precision?: number;
  suffix?: string;
  tone?: 'success' | 'warning' | 'muted';
}

/** A row of headline figures: two per row on phones, four on wide screens. */
export function StatCards({ figures }: { figures: StatFigure[] }) {
  const { token } = theme.useToken();
  const toneColor = {
    success: token.colorSuccess,
    warning: token.colorWarning,
    muted: token.colorTextTertiary,
  };
  return (
    <Row gutter={[16, 16]}>
      {figures.map(({ label, value, precision, suffix, tone }) => (
        <Col key={label} xs={12} lg={6}>
          <Card size="small" role="group" aria-label={label} style={{ height: '100%' }}>
            <Statistic
              title={label}
              value={value}
              precision={precision}
              suffix={suffix}
              styles={{ content: { color: tone ? toneColor[tone] : undefined } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
