import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ConfigError,
  DEFAULT_CORS_ORIGINS,
  databaseFromEnv,
  jwtSecretFromEnv,
  loadConfig,
} from '../src/config';

const SECRET = 'x'.repeat(32);
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('config from the environment', () => {
  test('defaults', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      host: 'localhost',
      port: 4000,
      tokenTtlSeconds: 8 * 3600,
      corsOrigins: DEFAULT_CORS_ORIGINS,
      database: { dialect: 'sqlite' },
    });
    expect(config.database.dialect === 'sqlite' && config.database.path).toMatch(
      /api\/\.data\/portal\.sqlite$/,
    );
  });

  test('overrides', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      PORT: '5000',
      HOST: '0.0.0.0',
      TOKEN_TTL_SECONDS: '60',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      LOGIN_ADDRESS_MAX_FAILURES: '3',
      LOGIN_USERNAME_SLOWDOWN_AFTER: '7',
      LOGIN_FAILURE_WINDOW_MS: '60000',
      TRUST_PROXY: '10.0.0.1, 10.0.0.0/8',
      METRICS_TOKEN: 'a-metrics-token-of-some-length',
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 5000,
      tokenTtlSeconds: 60,
      corsOrigins: ['https://a.example', 'https://b.example'],
      database: { dialect: 'postgres', url: 'postgres://u:p@db:5432/portal' },
    });
    expect(config.loginThrottle).toMatchObject({
      addressMaxFailures: 3,
      usernameSlowDownAfter: 7,
      failureWindowMs: 60_000,
    });
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(config.metrics).toEqual({ token: 'a-metrics-token-of-some-length', open: false });
  });

  test.each([undefined, 'production', 'Production', 'prod', 'staging', 'development', 'test'])(
    'metrics are closed without METRICS_OPEN=true, whatever NODE_ENV (%s) says',
    (nodeEnv) => {
      expect(loadConfig({ JWT_SECRET: SECRET, NODE_ENV: nodeEnv }).metrics).toEqual({
        open: false,
      });
    },
  );

  test('METRICS_OPEN=true opens metrics for development; a token still wins', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, METRICS_OPEN: 'true' }).metrics).toEqual({
      open: true,
    });
    expect(loadConfig({ JWT_SECRET: SECRET, METRICS_OPEN: 'false' }).metrics).toEqual({
      open: false,
    });
    const token = 'a-metrics-token-of-some-length';
    expect(
      loadConfig({ JWT_SECRET: SECRET, METRICS_OPEN: 'true', METRICS_TOKEN: token }).metrics,
    ).toEqual({ token, open: false });
  });

  test('METRICS_OPEN misspelt, or open in production, refuses to start', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, METRICS_OPEN: 'yes' })).toThrow(
      new ConfigError("METRICS_OPEN must be true or false, got 'yes'"),
    );
    expect(() =>
      loadConfig({ JWT_SECRET: SECRET, METRICS_OPEN: 'true', NODE_ENV: 'production' }),
    ).toThrow(
      new ConfigError(
        'METRICS_OPEN=true is for development; with NODE_ENV=production set METRICS_TOKEN',
      ),
    );
  });

  test('a short metrics token and the proxy settings', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN must be at least 16 bytes long',
    );
    expect(loadConfig({ JWT_SECRET: SECRET }).trustProxy).toBe(false);
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  test('clear errors for bad values', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, PORT: 'abc' })).toThrow(
      new ConfigError("PORT must be a positive integer, got 'abc'"),
    );
    expect(() => databaseFromEnv({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => jwtSecretFromEnv({ JWT_SECRET: 'short' })).toThrow(
      'JWT_SECRET must be at least 32 bytes long',
    );
    expect(() => jwtSecretFromEnv({ NODE_ENV: 'production' }, join(dir, 'never'))).toThrow(
      'JWT_SECRET is required when NODE_ENV=production (at least 32 bytes)',
    );
  });

  test('outside production a secret is generated once, stored with mode 0600 and reused', () => {
    const file = join(dir, 'jwt-secret');
    const first = jwtSecretFromEnv({}, file);
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(jwtSecretFromEnv({}, file)).toBe(first);
  });
});
