import { memo, Suspense, useRef, useState } from 'react';
import { Button, Checkbox, Col, Flex, Form, Input, Row, Typography } from '@portal/shared/antd';
import type { DraftGeneration } from '@portal/contract';
import { PlusIcon } from '@portal/remote-kit';
import { FormEntry } from '../../components/form-entry';
import { FormSection } from '../../components/form-section';
import { emptyPersona, type PersonaFormValues } from './icp-form-model';
import { ReviseButton } from '../revise/revise-button';
import { ICP_LIMITS } from '@portal/contract/limits';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { PersonaSuggestions } from '../lazy-draft-ui';

/** 'Revise with AI' on each persona the ICP has stored (issue 39 §2), or why not now. */
export interface PersonaRevise {
  /** The stored personas' ids: a persona added in the form has nothing to revise yet. */
  ids: ReadonlySet<string>;
  refusal: string | null;
  onRevise: (persona: { id: string; name: string }) => void;
}

interface PersonasSectionProps {
  scope: WorkspaceScope;
  /** Set when editing a stored ICP. */
  revise: PersonaRevise | null;
  /** Suggested personas joined the list (`keep`: an ICP draft's lineage stays). */
  onSuggested: (generation: DraftGeneration, keep: true) => void;
}

/** The 'Buyer Personas' part of the ICP form: Name, two roles and an optional Description. */
// memo: the form re-renders when it turns dirty; twenty entries need not (they read the form
// store themselves).
export const PersonasSection = memo(function PersonasSection({
  scope,
  revise,
  onSuggested,
}: PersonasSectionProps) {
  const form = Form.useFormInstance();
  // 0 until 'Suggest personas' is pressed; each press asks once more.
  const [suggestRequest, setSuggestRequest] = useState(0);
  const suggestRef = useRef<HTMLButtonElement>(null);
  return (
    <Form.List name="buyerPersonas">
      {(fields, { add, remove }) => (
        <FormSection
          title="Buyer Personas"
          extra={
            <Flex gap={8} wrap>
              <Button ref={suggestRef} onClick={() => setSuggestRequest((n) => n + 1)}>
                Suggest personas
              </Button>
              <Button icon={<PlusIcon />} onClick={() => add(emptyPersona())}>
                Add Persona
              </Button>
            </Flex>
          }
        >
          <Flex vertical gap={16}>
            {suggestRequest > 0 && (
              <Suspense fallback={null}>
                <PersonaSuggestions
                  scope={scope}
                  request={suggestRequest}
                  onSuggested={onSuggested}
                  onCancelled={() => suggestRef.current?.focus()}
                />
              </Suspense>
            )}
            {fields.length === 0 && (
              <Typography.Text type="secondary">
                No buyer personas yet. Add the people who take part in the buying decision.
              </Typography.Text>
            )}
            {fields.map((field, index) => {
              const persona = form.getFieldValue(['buyerPersonas', field.name]) as
                PersonaFormValues | undefined;
              const stored = revise && persona && revise.ids.has(persona.id) ? revise : null;
              return (
                <FormEntry
                  key={field.key}
                  label={`Persona ${index + 1}`}
                  onRemove={() => remove(field.name)}
                  actions={
                    stored && (
                      <ReviseButton
                        subject={`buyer persona ${persona!.name}`}
                        refusal={stored.refusal}
                        onClick={() => stored.onRevise({ id: persona!.id, name: persona!.name })}
                      />
                    )
                  }
                >
                  <Row gutter={16} align="bottom">
                    <Col xs={24} md={12}>
                      <Form.Item
                        label="Name"
                        name={[field.name, 'name']}
                        rules={[
                          { required: true, whitespace: true, message: 'Persona name is required' },
                        ]}
                      >
                        <Input maxLength={ICP_LIMITS.name} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Flex
                        wrap
                        gap={16}
                        style={{ marginBottom: 24, minHeight: 32 }}
                        align="center"
                      >
                        <Form.Item
                          name={[field.name, 'isMobilizer']}
                          valuePropName="checked"
                          noStyle
                        >
                          <Checkbox>Mobilizer Persona</Checkbox>
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'isCommittee']}
                          valuePropName="checked"
                          noStyle
                        >
                          <Checkbox>Buying Committee</Checkbox>
                        </Form.Item>
                      </Flex>
                    </Col>
                  </Row>
                  <Form.Item
                    label="Description"
                    name={[field.name, 'description']}
                    style={{ marginBottom: 0 }}
                  >
                    <Input.TextArea rows={10} maxLength={ICP_LIMITS.text} />
                  </Form.Item>
                </FormEntry>
              );
            })}
          </Flex>
        </FormSection>
      )}
    </Form.List>
  );
});
