import { ConfigError, DEFAULT_WEBHOOKS, loadConfig } from '../../src/config';

const SECRET = 'x'.repeat(32);

describe('webhook timing from the environment', () => {
  test('defaults: 10 s a try, five tries over 9.5 minutes, a poll every 5 s', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).webhooks).toEqual({
      timeoutMs: 10_000,
      retryDelaysMs: [30_000, 60_000, 180_000, 300_000],
      pollMs: 5_000,
    });
    expect(DEFAULT_WEBHOOKS.retryDelaysMs.reduce((sum, wait) => sum + wait, 0)).toBe(570_000);
  });

  test('overrides', () => {
    expect(
      loadConfig({
        JWT_SECRET: SECRET,
        WEBHOOK_TIMEOUT_MS: '2500',
        WEBHOOK_RETRY_DELAYS_MS: '1000, 2000,4000',
        WEBHOOK_POLL_MS: '250',
      }).webhooks,
    ).toEqual({ timeoutMs: 2_500, retryDelaysMs: [1_000, 2_000, 4_000], pollMs: 250 });
  });

  test.each([
    [{ WEBHOOK_TIMEOUT_MS: '0' }, "WEBHOOK_TIMEOUT_MS must be a positive integer, got '0'"],
    [{ WEBHOOK_POLL_MS: 'often' }, "WEBHOOK_POLL_MS must be a positive integer, got 'often'"],
    [
      { WEBHOOK_RETRY_DELAYS_MS: '1000,,2000' },
      "WEBHOOK_RETRY_DELAYS_MS must be comma-separated positive integers, got '1000,,2000'",
    ],
    [
      { WEBHOOK_RETRY_DELAYS_MS: '30s' },
      "WEBHOOK_RETRY_DELAYS_MS must be comma-separated positive integers, got '30s'",
    ],
  ])('%j stops the server with one line', (env, message) => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, ...env })).toThrow(new ConfigError(message));
  });
});
