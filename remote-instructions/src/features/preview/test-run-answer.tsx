import { Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import type { TestRunAnswer } from '@portal/contract';
import { costText } from '../../test-run/cost-text';

/** "36 tokens (25 in, 11 out)"; nothing when the provider counts none. */
const tokensOf = ({ usage }: TestRunAnswer) =>
  usage &&
  `${usage.inputTokens + usage.outputTokens} tokens (${usage.inputTokens} in, ${usage.outputTokens} out)`;

/** Said only when the provider counted tokens: without them there is nothing to price. */
const costOf = ({ cost, usage }: TestRunAnswer) => usage && costText(cost);

/** "Model: gpt-test · 1234 ms · 36 tokens (25 in, 11 out) · cost 0.000138" */
export const answerLine = (answer: TestRunAnswer) =>
  [`Model: ${answer.model}`, `${answer.ms} ms`, tokensOf(answer), costOf(answer)]
    .filter(Boolean)
    .join(' · ');

/** What came of the answer for a type with a shape: what a draft would do with it. */
function Verdict({ answer, typed }: { answer: TestRunAnswer; typed: boolean }) {
  if (answer.error)
    return <Typography.Text type="danger">{`The call failed: ${answer.error}`}</Typography.Text>;
  if (!typed) return null;
  if (answer.unusable !== undefined) {
    return (
      <Typography.Text type="warning">
        {`A draft would fail: the answer could not be used (${answer.unusable}).`}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="success">
      The answer has the shape asked for: a draft would fill the form with it.
    </Typography.Text>
  );
}

interface TestRunAnswerCardProps {
  title: string;
  answer: TestRunAnswer;
  /** The type asks for JSON of a shape (drafts' types): say whether the answer fits it. */
  typed: boolean;
}

/** One model's answer to the test run: its raw output, time, tokens, cost and verdict. */
export function TestRunAnswerCard({ title, answer, typed }: TestRunAnswerCardProps) {
  return (
    <Card
      size="small"
      title={title}
      role="region"
      aria-label={title}
      style={{ flex: '1 1 320px', minWidth: 0 }}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{answerLine(answer)}</Typography.Text>
        <Verdict answer={answer} typed={typed} />
        {answer.output && (
          <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.6 }}>
            {answer.output}
          </div>
        )}
      </Flex>
    </Card>
  );
}
