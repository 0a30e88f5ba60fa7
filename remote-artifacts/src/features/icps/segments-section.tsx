import { memo } from 'react';
import { Button, Col, Flex, Form, Input, Row, Typography } from '@portal/shared/antd';
import { PlusIcon } from '@portal/remote-kit';
import { FormEntry } from '../../components/form-entry';
import { FormSection } from '../../components/form-section';
import { emptySegment } from './icp-form-model';
import { ICP_LIMITS } from '@portal/contract/limits';

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** The 'Segments' part of the ICP form: each with Name, Description and Details. */
// memo: the form re-renders when it turns dirty; twenty entries need not (they read the form
// store themselves).
export const SegmentsSection = memo(function SegmentsSection() {
  return (
    <Form.List name="segments">
      {(fields, { add, remove }) => (
        <FormSection
          title="Segments"
          extra={
            <Button icon={<PlusIcon />} onClick={() => add(emptySegment())}>
              Add Segment
            </Button>
          }
        >
          <Flex vertical gap={16}>
            {fields.length === 0 && (
              <Typography.Text type="secondary">
                No segments yet. Add the market segments this ICP targets.
              </Typography.Text>
            )}
            {fields.map((field, index) => (
              <FormEntry
                key={field.key}
                label={`Segment ${index + 1}`}
                onRemove={() => remove(field.name)}
              >
                <Form.Item
                  label="Name"
                  name={[field.name, 'name']}
                  rules={required('Segment name is required')}
                >
                  <Input maxLength={ICP_LIMITS.name} />
                </Form.Item>
                <Row gutter={16}>
                  <Col xs={24} lg={12}>
                    <Form.Item
                      label="Description"
                      name={[field.name, 'description']}
                      rules={required('Segment description is required')}
                    >
                      <Input.TextArea rows={10} maxLength={ICP_LIMITS.text} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} lg={12}>
                    <Form.Item
                      label="Details"
                      name={[field.name, 'details']}
                      rules={required('Segment details are required')}
                      style={{ marginBottom: 0 }}
                    >
                      <Input.TextArea rows={10} maxLength={ICP_LIMITS.text} />
                    </Form.Item>
                  </Col>
                </Row>
              </FormEntry>
            ))}
          </Flex>
        </FormSection>
      )}
    </Form.List>
  );
});
