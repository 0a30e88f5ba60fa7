import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { type AppConfig, DEFAULT_CORS_ORIGINS, DEFAULT_WEBHOOKS } from '../../src/config';
import type { Db } from '../../src/db/connection';
import { createRepositories, type Repositories } from '../../src/repositories';
import { createTestDatabase, type TestDatabase } from './database';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-bytes-long!';

export const STAFF = { username: 'staff@example.com', password: 'staff12345' };
export const ADMIN = { username: 'admin@example.com', password: 'admin12345' };
/** The seeded releaser and viewer, members of Acme Corp only, like STAFF (an editor). */
export const REVIEWER = { username: 'reviewer@example.com', password: 'reviewer12345' };
export const VIEWER = { username: 'viewer@example.com', password: 'viewer12345' };

/** A clock the tests move by hand (login throttle windows). */
export class TestClock {
  current = Date.now();
  now = () => this.current;
  advance(ms: number) {
    this.current += ms;
  }
}

/** An app configuration for tests: high limits (only the throttle tests lower them), no log. */
export function testAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    jwtSecret: TEST_JWT_SECRET,
    tokenTtlSeconds: 3600,
    corsOrigins: DEFAULT_CORS_ORIGINS,
    loginThrottle: {
      ipMax: 1000,
      ipWindowMs: 60_000,
      addressMaxFailures: 1000,
      usernameSlowDownAfter: 1000,
      passwordMaxFailures: 1000,
      failureWindowMs: 60_000,
    },
    metrics: { open: true },
    clientEvents: { max: 1000, windowMs: 60_000 },
    testRuns: { max: 1000, windowMs: 60_000 },
    drafts: { max: 1000, windowMs: 60_000 },
    // No webhook poll: a background query would land in the tests that record every statement
    // (the webhook tests set their own timing).
    webhooks: { ...DEFAULT_WEBHOOKS, pollMs: null },
    logger: false,
    ...overrides,
  };
}

/** A logger config whose lines land parsed in `lines`: what operators would read. */
export function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = {
    level: 'info',
    stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  };
  return { lines, logger };
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  repos: Repositories;
  clock: TestClock;
}

/**
 * One app per test file on a fresh migrated and seeded database (SQLite, or PostgreSQL in
 * the postgres project). Registers its own beforeAll/afterAll; read `ctx` inside tests.
 */
export function useTestApp(
  /** Or a function giving them when the app is built, after earlier beforeAll hooks ran. */
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
  /** Adds test-only routes before the app is sealed. */
  extend?: (app: FastifyInstance) => void,
  /** What the app gets instead of the database itself, e.g. a view that fails on purpose. */
  wrapDb: (db: Db) => Db = (db) => db,
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.clock = new TestClock();
    ctx.database = await createTestDatabase();
    ctx.repos = createRepositories(ctx.database.db);
    ctx.app = await buildApp(
      testAppConfig({
        now: ctx.clock.now,
        ...(typeof overrides === 'function' ? overrides() : overrides),
      }),
      wrapDb(ctx.database.db),
    );
    extend?.(ctx.app);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.drop();
  });
  return ctx;
}

export function login(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    ...extra,
  });
}

/** Signs in and returns the bearer token; fails the test if sign-in does not succeed. */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const response = await login(app, username, password);
  if (response.statusCode !== 200) throw new Error(`login as ${username} failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
