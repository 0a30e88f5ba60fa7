import { CLIENT_EVENT_LIMITS, cutToLength } from '@portal/contract/limits';
import { capturedLog, useTestApp } from '../helpers/app';

/** Every log line of the app, parsed. */
const { lines: logLines, logger } = capturedLog();
const ctx = useTestApp({ logger });

const report = (payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/client-events',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ kind: 'uncaught-error', ...payload }),
  });

/** The `clientEvent` of the log line the last report wrote. */
function lastLogged(): Record<string, unknown> {
  const events = logLines.filter((line) => line.msg === 'client event');
  return events[events.length - 1]!.clientEvent as Record<string, unknown>;
}

describe('a message cut by the browser', () => {
  // 'x' first, so the 500th UTF-16 unit is the first half of an emoji.
  const message = `x${'\u{1f600}'.repeat(600)}`;

  test('cut by UTF-16 units it splits an emoji and the report is refused', async () => {
    const response = await report({ message: message.slice(0, 500) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_CHARACTERS');
  });

  test('cut by cutToLength (as the host does) it is accepted and logged whole', async () => {
    const cut = cutToLength(message, CLIENT_EVENT_LIMITS.message / 2);
    const response = await report({ message: cut, url: 'http://localhost:3000/dashboard' });
    expect(response.statusCode).toBe(204);
    expect(lastLogged().message).toBe(cut);
  });
});

describe('URLs in client events are logged without secrets', () => {
  test.each([
    [
      'query and fragment',
      'https://portal.example/settings?token=abc#top',
      'https://portal.example/settings',
    ],
    [
      'credentials',
      'https://alice:s3cret@portal.example/dashboard',
      'https://[redacted]@portal.example/dashboard',
    ],
    ['a user name alone', 'https://alice@portal.example/', 'https://[redacted]@portal.example/'],
    [
      'a jsessionid path parameter',
      'https://portal.example/app;jsessionid=1A2B3C4D5E6F/page',
      'https://portal.example/app;jsessionid=[redacted]/page',
    ],
    [
      'any path parameter',
      'https://portal.example/a;sid=xyz;lang=en/b',
      'https://portal.example/a;sid=[redacted];lang=[redacted]/b',
    ],
    [
      'a JWT in the path',
      'https://portal.example/reset/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJlLXNpZ24/done',
      'https://portal.example/reset/[redacted]/done',
    ],
    [
      'a long hex token in the path',
      'https://portal.example/invite/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      'https://portal.example/invite/[redacted]',
    ],
    [
      'a random-looking token in the path',
      'https://portal.example/share/Zk3qT9vX2mLp8RwY4nBc/view',
      'https://portal.example/share/[redacted]/view',
    ],
  ])('redacts %s', async (_what, url, logged) => {
    const response = await report({ message: 'x', url });
    expect(response.statusCode).toBe(204);
    expect(lastLogged().url).toBe(logged);
  });

  test.each([
    ['a route', 'http://localhost:3000/dashboard/instruction-tuning'],
    ['an id (UUID)', 'http://localhost:3000/prompts/3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b'],
    [
      'a hashed chunk',
      'http://localhost:3001/static/js/vendors-node_modules_antd_6_6_8.4f9a2c1b.js',
    ],
    ['a remote entry', 'http://localhost:3002/remoteEntry.js'],
    ['a mixed segment shorter than 20', 'https://portal.example/p/Zk3qT9vX2mLp8RwY4nB'],
    ['31 hex digits', 'https://portal.example/p/9f86d081884c7d659a2feaa0c55ad01'],
    ['upper case and digits without lower case', 'https://portal.example/p/ORDER2024ABCDEFGHIJK'],
    ['upper and lower case without digits', 'https://portal.example/p/InstructionTuningHistory'],
    ['an @ in the path', 'https://portal.example/users/@me'],
  ])('keeps %s as it is', async (_what, url) => {
    expect((await report({ message: 'x', url })).statusCode).toBe(204);
    expect(lastLogged().url).toBe(url);
  });

  test('redacts the same in URLs inside the message', async () => {
    const message =
      'ChunkLoadError: Loading chunk 7 failed. (error: https://bob:pw@cdn.example/js;jsessionid=77/7.js?sig=abc)';
    expect((await report({ message })).statusCode).toBe(204);
    expect(lastLogged().message).toBe(
      'ChunkLoadError: Loading chunk 7 failed. (error: https://[redacted]@cdn.example/js;jsessionid=[redacted]/7.js)',
    );
  });
});
