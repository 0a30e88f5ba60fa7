import { Col, Row, Typography } from '@portal/shared/antd';
import { Card, Tag } from '@portal/shared/antd-nav';
import type { IcpTemplate } from '../sample-data/icps';

/** Starting points for a new ICP, one card each. */
export function IcpTemplates({ templates }: { templates: IcpTemplate[] }) {
  return (
    <Row gutter={[16, 16]}>
      {templates.map(({ id, name, description, uses }) => (
        <Col key={id} xs={24} md={8}>
          <Card size="small" style={{ height: '100%' }}>
            <Typography.Title level={4} style={{ margin: 0, fontSize: 15 }}>
              {name}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
              {description}
            </Typography.Paragraph>
            <Tag>Used by {uses} ICPs</Tag>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
