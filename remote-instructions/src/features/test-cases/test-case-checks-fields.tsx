import { Checkbox, Form, Input, Typography } from '@portal/shared/antd';
import { Select } from '@portal/shared/antd-nav';
import type { PromptType } from '@portal/contract';
import { TEST_CASE_LIMITS } from '@portal/contract/limits';
import type { InputKind } from './test-case-form-model';
import { parsesCheckLabel } from './test-case-text';

const {
  bannedPhrases: MAX_PHRASES,
  bannedPhrase: MAX_PHRASE,
  maxWords: MAX_WORDS,
} = TEST_CASE_LIMITS;

const phrasesRule = {
  validator: (_: unknown, phrases: string[] | undefined) => {
    if ((phrases ?? []).length > MAX_PHRASES) {
      return Promise.reject(new Error(`At most ${MAX_PHRASES} banned phrases`));
    }
    if ((phrases ?? []).some((phrase) => phrase.trim().length > MAX_PHRASE)) {
      return Promise.reject(new Error(`A banned phrase has at most ${MAX_PHRASE} characters`));
    }
    return Promise.resolve();
  },
};

const wordsRule = {
  validator: (_: unknown, value: string | undefined) => {
    const text = (value ?? '').trim();
    const words = Number(text);
    if (text === '' || (Number.isInteger(words) && words >= 1 && words <= MAX_WORDS)) {
      return Promise.resolve();
    }
    return Promise.reject(new Error(`Enter a whole number from 1 to ${MAX_WORDS}, or leave empty`));
  },
};

interface TestCaseChecksFieldsProps {
  promptType: PromptType;
  inputKind: InputKind;
}

/** What the answer must do to pass; the checks a type or an input cannot have are not offered. */
export function TestCaseChecksFields({ promptType, inputKind }: TestCaseChecksFieldsProps) {
  const parses = parsesCheckLabel(promptType);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <Typography.Text strong>Checks</Typography.Text>
      </legend>
      {parses && (
        <Form.Item name="parses" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>{parses}</Checkbox>
        </Form.Item>
      )}
      {inputKind === 'icp' && (
        <Form.Item name="namesSegments" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>Names every segment of the input ICP</Checkbox>
        </Form.Item>
      )}
      <Form.Item
        label="Banned phrases"
        name="bannedPhrases"
        extra="Type a phrase and press Enter. The answer must contain none of them."
        rules={[phrasesRule]}
      >
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} />
      </Form.Item>
      <Form.Item label="Word limit" name="maxWords" rules={[wordsRule]}>
        <Input inputMode="numeric" placeholder="No limit" style={{ maxWidth: 200 }} />
      </Form.Item>
    </fieldset>
  );
}
