import { Col, Flex, Row, Typography } from '@portal/shared/antd';
import { Card, Tag } from '@portal/shared/antd-nav';
import type { SampleUsp, UspCategory } from '../sample-data/usps';
import { UspRating } from './usp-rating';

interface UspCardsProps {
  usps: SampleUsp[];
  categories: UspCategory[];
}

/** The sample USPs, one card each with its category and rating. */
export function UspCards({ usps, categories }: UspCardsProps) {
  const colorOf = (category: string) => categories.find(({ name }) => name === category)?.color;
  return (
    <Row gutter={[16, 16]}>
      {usps.map(({ id, name, category, description, rating }) => (
        <Col key={id} xs={24} md={12}>
          <Card size="small" style={{ height: '100%' }}>
            <Flex vertical gap={8}>
              <Flex justify="space-between" align="flex-start" gap={8}>
                <Typography.Title level={4} style={{ margin: 0, fontSize: 15 }}>
                  {name}
                </Typography.Title>
                <Tag color={colorOf(category)}>{category}</Tag>
              </Flex>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {description}
              </Typography.Paragraph>
              <UspRating value={rating} />
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
