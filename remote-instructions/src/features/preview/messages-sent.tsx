import { Flex, Typography } from '@portal/shared/antd';
import type { TestRunResponse } from '@portal/contract';

const ROLE_NAMES = {
  system: 'System message',
  user: 'User message',
  assistant: 'Assistant message',
};

/**
 * Every message the test run sent, in order, as the model received them: the instruction as
 * the system message and the data as the user message. Folded: it is long, and the system
 * message is the Preview's text.
 */
export function MessagesSent({ result }: { result: TestRunResponse }) {
  const count = result.messages.length;
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>
        {`Messages sent (${count})${result.responseFormat === 'json' ? ', in JSON mode' : ''}`}
      </summary>
      <Flex vertical gap={12} style={{ marginTop: 8 }}>
        {result.messages.map((message, index) => (
          <section key={index} aria-label={`${ROLE_NAMES[message.role]} ${index + 1}`}>
            <Typography.Text strong>{ROLE_NAMES[message.role]}</Typography.Text>
            <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.6 }}>
              {message.content}
            </div>
          </section>
        ))}
      </Flex>
    </details>
  );
}
