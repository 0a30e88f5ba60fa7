import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError, type Env, positiveInt } from './env';
import { createModelProvider, modelFromEnv } from './model/config';
import { type ModelPrices, pricesFromEnv } from './model/prices';
import type { ModelProvider } from './model/provider';
import { type OidcConfig, oidcFromEnv } from './oidc/config';

export { ConfigError } from './env';

/** Where the database lives: a PostgreSQL URL, or a SQLite file (zero set-up default). */
export type DatabaseConfig =
  { dialect: 'postgres'; url: string } | { dialect: 'sqlite'; path: string };

export interface LoginThrottleConfig {
  /** Login requests allowed per client IP per `ipWindowMs`, successful or not. */
  ipMax: number;
  ipWindowMs: number;
  /** Wrong passwords for one username from one address within the window → that pair locked. */
  addressMaxFailures: number;
  /** Wrong passwords for one username from all addresses within the window → slow-down. */
  usernameSlowDownAfter: number;
  /** Wrong current passwords per session within the window → that session's change locked. */
  passwordMaxFailures: number;
  failureWindowMs: number;
}

/**
 * Who may read GET /metrics: bearer `token` if set; without one, anyone only if `open`
 * (METRICS_OPEN=true, for development).
 */
export interface MetricsConfig {
  token?: string;
  open: boolean;
}

export interface AppConfig {
  jwtSecret: string;
  tokenTtlSeconds: number;
  corsOrigins: string[];
  loginThrottle: LoginThrottleConfig;
  metrics: MetricsConfig;
  /** Browser failure reports (POST /api/client-events) per client address per window. */
  clientEvents: { max: number; windowMs: number };
  /** Answers test runs (and, later, drafts); the offline provider when absent. */
  modelProvider?: ModelProvider;
  /** MODEL_PRICES: per model, per million tokens in and out; none by default (cost 0). */
  modelPrices?: ModelPrices;
  /** Test runs (POST /api/prompts/test-run) per user per window; DEFAULT_TEST_RUNS if absent. */
  testRuns?: { max: number; windowMs: number };
  /** Drafts per user per window, per draft route; DEFAULT_DRAFTS if absent. */
  drafts?: { max: number; windowMs: number };
  /** Webhook deliveries' timing (issue 35 §5); DEFAULT_WEBHOOKS if absent. */
  webhooks?: WebhooksConfig;
  /** Sign-in with the company's OpenID Connect provider; off when absent (oidc/config.ts). */
  oidc?: OidcConfig;
  /** Fastify's `trustProxy`: whose X-Forwarded-For to believe for the client address. */
  trustProxy?: boolean | number | string[];
  /** Injected so tests can move time forward; defaults to Date.now. */
  now?: () => number;
  /** pino options; `stream` lets tests read the log lines. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/** How webhook deliveries are sent (webhooks/dispatcher.ts). */
export interface WebhooksConfig {
  /** One try's time limit. */
  timeoutMs: number;
  /** The waits between tries: a delivery is tried `retryDelaysMs.length + 1` times in all. */
  retryDelaysMs: readonly number[];
  /**
   * How often each instance looks for due deliveries (retries, what a restart left, what
   * another instance queued); null: only at start and when nudged (tests that count queries).
   */
  pollMs: number | null;
}

export interface ServerConfig extends AppConfig {
  host: string;
  port: number;
  database: DatabaseConfig;
}

/** The api package folder, both from src/ (tsx, jest) and dist/ (built). */
export const API_ROOT = resolve(__dirname, '..');
export const DATA_DIR = join(API_ROOT, '.data');

export const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].map(
  (port) => `http://localhost:${port}`,
);

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleConfig = {
  ipMax: 20,
  ipWindowMs: 60_000,
  addressMaxFailures: 5,
  usernameSlowDownAfter: 10,
  passwordMaxFailures: 5,
  failureWindowMs: 15 * 60_000,
};

/**
 * 10 a minute: a person reads each answer before the next run (one every 6 s at most), while a
 * script looping on a paid model is stopped within a minute at a known cost.
 */
export const DEFAULT_TEST_RUNS = { max: 10, windowMs: 60_000 };

/** Drafts call the same paid model and are read before the next: the same budget, per route. */
export const DEFAULT_DRAFTS = { max: 10, windowMs: 60_000 };

/**
 * Issue 35 §5: 10 s a try; five tries, waiting 30 s, 1, 3 and 5 minutes between them (9.5
 * minutes from the first to the last); a poll every 5 s, one indexed query per instance.
 */
export const DEFAULT_WEBHOOKS = {
  timeoutMs: 10_000,
  retryDelaysMs: [30_000, 60_000, 180_000, 300_000],
  pollMs: 5_000,
} satisfies WebhooksConfig;

/** `WEBHOOK_TIMEOUT_MS`, `WEBHOOK_RETRY_DELAYS_MS` (comma-separated waits), `WEBHOOK_POLL_MS`. */
export function webhooksFromEnv(env: Env): WebhooksConfig {
  const delays = env.WEBHOOK_RETRY_DELAYS_MS?.trim();
  const retryDelaysMs = delays
    ? delays.split(',').map((entry) => {
        const value = Number(entry.trim());
        if (!Number.isInteger(value) || value <= 0) {
          throw new ConfigError(
            `WEBHOOK_RETRY_DELAYS_MS must be comma-separated positive integers, got '${delays}'`,
          );
        }
        return value;
      })
    : DEFAULT_WEBHOOKS.retryDelaysMs;
  return {
    timeoutMs: positiveInt(env, 'WEBHOOK_TIMEOUT_MS', DEFAULT_WEBHOOKS.timeoutMs),
    retryDelaysMs,
    pollMs: positiveInt(env, 'WEBHOOK_POLL_MS', DEFAULT_WEBHOOKS.pollMs),
  };
}

/** `TRUST_PROXY`: unset/false, true, a hop count, or comma-separated proxy addresses/CIDRs. */
export function trustProxyFromEnv(env: Env): boolean | number | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Metrics need METRICS_TOKEN unless a developer opens them with METRICS_OPEN=true: closed is
 * the default, so a missing or misspelt NODE_ENV never exposes them.
 */
export function metricsFromEnv(env: Env): MetricsConfig {
  const token = env.METRICS_TOKEN?.trim();
  if (token && Buffer.byteLength(token) < 16) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 bytes long');
  }
  const raw = env.METRICS_OPEN?.trim();
  if (raw && raw !== 'true' && raw !== 'false') {
    throw new ConfigError(`METRICS_OPEN must be true or false, got '${raw}'`);
  }
  const open = raw === 'true';
  if (open && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'METRICS_OPEN=true is for development; with NODE_ENV=production set METRICS_TOKEN',
    );
  }
  return token ? { token, open: false } : { open };
}

export function databaseFromEnv(env: Env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
    }
    return { dialect: 'postgres', url };
  }
  return {
    dialect: 'sqlite',
    path: resolve(env.SQLITE_PATH?.trim() || join(DATA_DIR, 'portal.sqlite')),
  };
}

/**
 * Production must be given a real secret. Elsewhere a random one is generated once and kept
 * in .data/jwt-secret (mode 0600) so tokens survive restarts of a developer's server.
 */
export function jwtSecretFromEnv(env: Env, secretFile = join(DATA_DIR, 'jwt-secret')): string {
  const given = env.JWT_SECRET;
  if (given) {
    if (Buffer.byteLength(given) < 32)
      throw new ConfigError('JWT_SECRET must be at least 32 bytes long');
    return given;
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError('JWT_SECRET is required when NODE_ENV=production (at least 32 bytes)');
  }
  if (existsSync(secretFile)) {
    const stored = readFileSync(secretFile, 'utf8').trim();
    if (Buffer.byteLength(stored) >= 32) return stored;
  }
  mkdirSync(dirname(secretFile), { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  writeFileSync(secretFile, generated + '\n', { mode: 0o600 });
  chmodSync(secretFile, 0o600);
  return generated;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const corsOrigins = env.CORS_ORIGINS?.trim()
    ? env.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
    : DEFAULT_CORS_ORIGINS;
  return {
    host: env.HOST?.trim() || 'localhost',
    port: positiveInt(env, 'PORT', 4000),
    database: databaseFromEnv(env),
    jwtSecret: jwtSecretFromEnv(env),
    tokenTtlSeconds: positiveInt(env, 'TOKEN_TTL_SECONDS', 8 * 60 * 60),
    corsOrigins,
    loginThrottle: {
      ipMax: positiveInt(env, 'LOGIN_IP_MAX', DEFAULT_LOGIN_THROTTLE.ipMax),
      ipWindowMs: positiveInt(env, 'LOGIN_IP_WINDOW_MS', DEFAULT_LOGIN_THROTTLE.ipWindowMs),
      addressMaxFailures: positiveInt(
        env,
        'LOGIN_ADDRESS_MAX_FAILURES',
        DEFAULT_LOGIN_THROTTLE.addressMaxFailures,
      ),
      usernameSlowDownAfter: positiveInt(
        env,
        'LOGIN_USERNAME_SLOWDOWN_AFTER',
        DEFAULT_LOGIN_THROTTLE.usernameSlowDownAfter,
      ),
      passwordMaxFailures: positiveInt(
        env,
        'PASSWORD_CHANGE_MAX_FAILURES',
        DEFAULT_LOGIN_THROTTLE.passwordMaxFailures,
      ),
      failureWindowMs: positiveInt(
        env,
        'LOGIN_FAILURE_WINDOW_MS',
        DEFAULT_LOGIN_THROTTLE.failureWindowMs,
      ),
    },
    metrics: metricsFromEnv(env),
    clientEvents: {
      max: positiveInt(env, 'CLIENT_EVENTS_MAX', 30),
      windowMs: positiveInt(env, 'CLIENT_EVENTS_WINDOW_MS', 60_000),
    },
    trustProxy: trustProxyFromEnv(env),
    oidc: oidcFromEnv(env),
    webhooks: webhooksFromEnv(env),
    modelProvider: createModelProvider(modelFromEnv(env)),
    modelPrices: pricesFromEnv(env),
    testRuns: {
      max: positiveInt(env, 'TEST_RUN_MAX', DEFAULT_TEST_RUNS.max),
      windowMs: positiveInt(env, 'TEST_RUN_WINDOW_MS', DEFAULT_TEST_RUNS.windowMs),
    },
    drafts: {
      max: positiveInt(env, 'DRAFT_MAX', DEFAULT_DRAFTS.max),
      windowMs: positiveInt(env, 'DRAFT_WINDOW_MS', DEFAULT_DRAFTS.windowMs),
    },
    logger: { level: env.LOG_LEVEL?.trim() || 'info' },
  };
}
