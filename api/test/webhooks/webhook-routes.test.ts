import type { Webhook, WebhookDelivery } from '@portal/contract';
import { ADMIN, bearer, loginAs, REVIEWER, STAFF, useTestApp, VIEWER } from '../helpers/app';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';
import {
  enqueueCommitted,
  FAST_WEBHOOKS,
  register,
  releaseEvent,
  SECRET,
  storedDeliveries,
  until,
} from '../helpers/webhooks';

const ctx = useTestApp({ webhooks: FAST_WEBHOOKS });
// Waits for deliveries allow 30 s and more (a busy two-core machine): past jest's 30 s.
jest.setTimeout(120_000);
let admin: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());
afterEach(async () => {
  await ctx.database.db.deleteFrom('webhooks').execute();
  receiver.answerWith({ status: 200 });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

const webhookAudit = () =>
  ctx.database.db
    .selectFrom('audit_entries')
    .select(['action', 'entity_id', 'username', 'tenant_id', 'changes'])
    .where('entity', '=', 'webhook')
    .orderBy('seq')
    .execute();

describe('admins register, change and remove webhooks', () => {
  test('the answers carry the last four characters of the secret, never the secret', async () => {
    const created = await call('POST', '/api/webhooks', {
      url: receiver.url,
      secret: SECRET,
      description: 'AI pipeline',
    });
    expect(created.statusCode).toBe(201);
    const webhook = created.json<Webhook>();
    expect(webhook).toEqual({
      id: expect.any(String),
      url: receiver.url,
      description: 'AI pipeline',
      secretHint: SECRET.slice(-4),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      createdBy: ADMIN.username,
      lastDelivery: null,
    });

    const listed = await call('GET', '/api/webhooks');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([webhook]);

    const described = await call('PUT', `/api/webhooks/${webhook.id}`, {
      description: 'Release listener',
    });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toEqual({ ...webhook, description: 'Release listener' });

    const newSecret = 'another-secret-of-some-length-WXYZ';
    const rotated = await call('PUT', `/api/webhooks/${webhook.id}`, {
      secret: newSecret,
      url: `${receiver.url}?v=2`,
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toEqual({
      ...webhook,
      url: `${receiver.url}?v=2`,
      description: 'Release listener',
      secretHint: 'WXYZ',
    });

    for (const response of [created, listed, described, rotated]) {
      expect(response.body).not.toContain(SECRET);
      expect(response.body).not.toContain(newSecret);
    }
    // Stored sealed: the row holds neither secret, in any part.
    const row = await ctx.database.db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', webhook.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(SECRET.slice(0, 8));
    expect(JSON.stringify(row)).not.toContain(newSecret.slice(0, 8));
    expect(row.secret_hint).toBe('WXYZ');

    const removed = await call('DELETE', `/api/webhooks/${webhook.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call('GET', '/api/webhooks')).json()).toEqual([]);
    expect((await call('DELETE', `/api/webhooks/${webhook.id}`)).statusCode).toBe(404);
  });

  test('every change is audited in its own entry, the secret by its name only', async () => {
    const before = (await webhookAudit()).length;
    const webhook = await register(ctx.app, admin, receiver.url);
    await call('PUT', `/api/webhooks/${webhook.id}`, { description: 'Renamed' });
    // Nothing changes: nothing is written.
    await call('PUT', `/api/webhooks/${webhook.id}`, { description: 'Renamed' });
    await call('PUT', `/api/webhooks/${webhook.id}`, { secret: 'a-new-secret-1234567' });
    await call('DELETE', `/api/webhooks/${webhook.id}`);

    const entries = (await webhookAudit()).slice(before);
    expect(entries.map((entry) => ({ ...entry, changes: JSON.parse(entry.changes) }))).toEqual([
      {
        action: 'create',
        entity_id: webhook.id,
        username: ADMIN.username,
        tenant_id: null,
        changes: [
          { field: 'url', after: receiver.url },
          { field: 'description', after: 'Test receiver' },
          { field: 'secret' },
        ],
      },
      {
        action: 'update',
        entity_id: webhook.id,
        username: ADMIN.username,
        tenant_id: null,
        changes: [{ field: 'description', before: 'Test receiver', after: 'Renamed' }],
      },
      {
        action: 'update',
        entity_id: webhook.id,
        username: ADMIN.username,
        tenant_id: null,
        changes: [{ field: 'secret' }],
      },
      {
        action: 'delete',
        entity_id: webhook.id,
        username: ADMIN.username,
        tenant_id: null,
        changes: [
          { field: 'url', before: receiver.url },
          { field: 'description', before: 'Renamed' },
        ],
      },
    ]);
    for (const entry of entries) {
      expect(entry.changes).not.toContain(SECRET);
      expect(entry.changes).not.toContain('a-new-secret-1234567');
    }
  });
});

/** A request body as a test's name: its first 60 characters. */
const named = <T>(cases: [object, T][]) =>
  cases.map(
    ([payload, message]) => [JSON.stringify(payload).slice(0, 60), message, payload] as const,
  );

describe('bad input', () => {
  test.each(
    named([
      [{ url: 'ftp://example.com/hook', secret: SECRET }, 'url must be an http:// or https:// URL'],
      [{ url: 'example.com/hook', secret: SECRET }, 'url must be an http:// or https:// URL'],
      [{ url: 'https://exa mple.com/', secret: SECRET }, 'url must be an http:// or https:// URL'],
      [{ url: 'https://[::1/hook', secret: SECRET }, 'url must be an http:// or https:// URL'],
      [
        { url: 'https://ops:hunter2@example.com/hook', secret: SECRET },
        'url must not hold a user name or password',
      ],
      [
        { url: 'https://example.com/hook', secret: 'too-short' },
        'secret must be at least 16 characters',
      ],
      [{ url: 'https://example.com/hook' }, 'body/secret is required'],
      [{ secret: SECRET }, 'body/url is required'],
      [
        { url: 'https://example.com/hook', secret: SECRET, events: ['release'] },
        "Unknown field 'events' in body",
      ],
      [
        { url: 'https://example.com/hook', secret: SECRET, description: 'x'.repeat(501) },
        'body/description must NOT have more than 500 characters',
      ],
      [
        { url: `https://example.com/${'x'.repeat(2000)}`, secret: SECRET },
        'body/url must NOT have more than 2000 characters',
      ],
    ]),
  )('POST %s is refused: %s', async (_name, message, payload) => {
    const response = await call('POST', '/api/webhooks', payload);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_FAILED', message },
    });
    expect(await ctx.database.db.selectFrom('webhooks').select('id').execute()).toEqual([]);
  });

  test('a change is checked the same way and writes nothing when refused', async () => {
    const webhook = await register(ctx.app, admin, receiver.url);
    for (const [payload, message] of [
      [{ url: 'mailto:ops@example.com' }, 'url must be an http:// or https:// URL'],
      [{ url: 'http://a:b@example.com/' }, 'url must not hold a user name or password'],
      [{ secret: 'short' }, 'secret must be at least 16 characters'],
      [{ secretHint: 'abcd' }, "Unknown field 'secretHint' in body"],
    ] as const) {
      const response = await call('PUT', `/api/webhooks/${webhook.id}`, payload);
      expect({ payload, status: response.statusCode, body: response.json() }).toEqual({
        payload,
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message },
      });
    }
    expect((await call('GET', '/api/webhooks')).json()).toEqual([webhook]);
  });

  test('an unknown webhook is 404 on every route that names one', async () => {
    const missing = '/api/webhooks/no-such-webhook';
    for (const [method, url, payload] of [
      ['PUT', missing, { description: 'x' }],
      ['DELETE', missing, undefined],
      ['GET', `${missing}/deliveries`, undefined],
      ['POST', `${missing}/test`, undefined],
    ] as const) {
      const response = await call(method, url, payload);
      expect({ method, url, status: response.statusCode, body: response.json() }).toEqual({
        method,
        url,
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Webhook not found' },
      });
    }
  });
});

describe('only admins', () => {
  test.each([
    ['Viewers', VIEWER],
    ['Editors', STAFF],
    ['Releasers', REVIEWER],
  ])('%s are refused every webhook route with 403, and nothing changes', async (plural, user) => {
    const webhook = await register(ctx.app, admin, receiver.url);
    const token = await loginAs(ctx.app, user.username, user.password);
    const auditBefore = (await webhookAudit()).length;
    for (const [method, url, payload] of [
      ['GET', '/api/webhooks', undefined],
      ['POST', '/api/webhooks', { url: 'https://attacker.example/hook', secret: SECRET }],
      ['PUT', `/api/webhooks/${webhook.id}`, { url: 'https://attacker.example/hook' }],
      ['DELETE', `/api/webhooks/${webhook.id}`, undefined],
      ['GET', `/api/webhooks/${webhook.id}/deliveries`, undefined],
      ['POST', `/api/webhooks/${webhook.id}/test`, undefined],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
      expect({ method, url, status: response.statusCode, body: response.json() }).toEqual({
        method,
        url,
        status: 403,
        body: {
          statusCode: 403,
          code: 'FORBIDDEN',
          message: `${plural} cannot administer webhooks`,
        },
      });
    }
    expect((await call('GET', '/api/webhooks')).json()).toEqual([webhook]);
    expect(await storedDeliveries(ctx.database.db, webhook.id)).toEqual([]);
    expect((await webhookAudit()).length).toBe(auditBefore);
  });
});

describe('deliveries as admins see them', () => {
  test('a test delivery is queued, sent at once, and shows as the last delivery', async () => {
    const webhook = await register(ctx.app, admin, receiver.url);
    const received = receiver.received.length;
    const queued = await call('POST', `/api/webhooks/${webhook.id}/test`);
    expect(queued.statusCode).toBe(202);
    const ping = queued.json<WebhookDelivery>();
    expect(ping).toEqual({
      id: expect.any(String),
      event: 'ping',
      releaseId: null,
      status: 'pending',
      attempts: 0,
      lastStatusCode: null,
      lastError: null,
      createdAt: expect.any(String),
      lastAttemptAt: null,
      deliveredAt: null,
      nextAttemptAt: ping.createdAt,
    });

    await until(
      async () => (await storedDeliveries(ctx.database.db, webhook.id))[0]?.status === 'delivered',
      'the ping delivered',
    );
    const sent = receiver.received.slice(received);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['x-portal-event']).toBe('ping');
    expect(sent[0]!.headers['x-portal-delivery']).toBe(ping.id);
    expect(JSON.parse(sent[0]!.body)).toEqual({
      event: 'ping',
      webhookId: webhook.id,
      at: ping.createdAt,
    });

    const delivered = {
      ...ping,
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastAttemptAt: expect.any(String),
      deliveredAt: expect.any(String),
      nextAttemptAt: null,
    };
    expect((await call('GET', `/api/webhooks/${webhook.id}/deliveries`)).json()).toEqual([
      delivered,
    ]);
    expect((await call('GET', '/api/webhooks')).json()).toEqual([
      { ...webhook, lastDelivery: delivered },
    ]);
  });

  test('a webhook lists its newest 50 deliveries, newest first', async () => {
    const webhook = await register(ctx.app, admin, receiver.url);
    const events = Array.from({ length: 55 }, () => releaseEvent());
    await enqueueCommitted(ctx.database.db, ...events);
    ctx.app.webhooks.nudge();
    await until(
      async () =>
        (await storedDeliveries(ctx.database.db, webhook.id)).every(
          (delivery) => delivery.status === 'delivered',
        ),
      'all 55 delivered',
      60_000,
    );

    const listed = (await call('GET', `/api/webhooks/${webhook.id}/deliveries`)).json<
      WebhookDelivery[]
    >();
    expect(listed.map((delivery) => delivery.releaseId)).toEqual(
      events
        .slice(5)
        .reverse()
        .map((event) => event.releaseId),
    );
    expect(new Set(listed.map((delivery) => delivery.status))).toEqual(new Set(['delivered']));
    const [webhookNow] = (await call('GET', '/api/webhooks')).json<Webhook[]>();
    expect(webhookNow!.lastDelivery).toEqual(listed[0]);
  });

  test('removing a webhook drops its pending deliveries: nothing more is sent', async () => {
    receiver.answerWith({ status: 503 });
    const webhook = await register(ctx.app, admin, receiver.url);
    await enqueueCommitted(ctx.database.db, releaseEvent());
    ctx.app.webhooks.nudge();
    await until(
      async () => ((await storedDeliveries(ctx.database.db, webhook.id))[0]?.attempts ?? 0) >= 1,
      'a first failed try',
    );
    expect((await call('DELETE', `/api/webhooks/${webhook.id}`)).statusCode).toBe(204);
    expect(await storedDeliveries(ctx.database.db, webhook.id)).toEqual([]);

    const count = receiver.received.length;
    // Many retry waits and polls later: at most the try that was already on its way.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.received.length).toBeLessThanOrEqual(count + 1);
    expect(await storedDeliveries(ctx.database.db, webhook.id)).toEqual([]);
  });
});
