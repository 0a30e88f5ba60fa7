import type { WebhookDelivery } from '@portal/contract';
import { enqueueWebhookEvent } from '../../src/webhooks/outbox';
import { ADMIN, bearer, loginAs, useTestApp } from '../helpers/app';
import { signatureHolds, startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';
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
/** Where a redirect points: it must never be asked anything. */
let elsewhere: WebhookReceiver;

beforeAll(async () => {
  admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
  [receiver, elsewhere] = await Promise.all([startReceiver(), startReceiver()]);
});
afterAll(() => Promise.all([receiver?.close(), elsewhere?.close()]));
afterEach(async () => {
  await ctx.database.db.deleteFrom('webhooks').execute();
  receiver.received.length = 0;
  receiver.answerWith({ status: 200 });
});

const deliveriesOf = async (webhookId: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/webhooks/${webhookId}/deliveries`,
      headers: bearer(admin),
    })
  ).json<WebhookDelivery[]>();

/** Waits until every stored delivery of the webhook has left 'pending'. */
const settled = (webhookId: string, what: string) =>
  until(
    async () => {
      const rows = await storedDeliveries(ctx.database.db, webhookId);
      return rows.length > 0 && rows.every((row) => row.status !== 'pending');
    },
    what,
    30_000,
  );

test('a release is POSTed as stored, signed with the secret over the exact body', async () => {
  const webhook = await register(ctx.app, admin, receiver.url);
  const event = releaseEvent({ event: 'rollback', tenantIds: ['t-1', 't-ü 2'] });
  await enqueueCommitted(ctx.database.db, event);
  ctx.app.webhooks.nudge();
  await settled(webhook.id, 'the rollback delivered');

  const [stored] = await storedDeliveries(ctx.database.db, webhook.id);
  expect(receiver.received).toHaveLength(1);
  const [request] = receiver.received;
  expect(request!.method).toBe('POST');
  expect(request!.url).toBe('/hook');
  expect(request!.body).toBe(stored!.body);
  expect(JSON.parse(request!.body)).toEqual(event);
  expect(Object.keys(JSON.parse(request!.body))).toEqual([
    'event',
    'promptType',
    'promptId',
    'version',
    'tenantIds',
    'releaseId',
    'at',
  ]);
  expect(request!.headers).toMatchObject({
    'content-type': 'application/json',
    'x-portal-event': 'rollback',
    'x-portal-delivery': stored!.id,
    'x-portal-signature': expect.stringMatching(/^sha256=[0-9a-f]{64}$/),
  });
  expect(signatureHolds(SECRET, request!.body, request!.headers['x-portal-signature'])).toBe(true);
  // Another secret, or the body changed by one character, does not verify.
  expect(
    signatureHolds('whsec-0123456789abcdeX', request!.body, request!.headers['x-portal-signature']),
  ).toBe(false);
  expect(
    signatureHolds(
      SECRET,
      request!.body.replace('t-1', 't-2'),
      request!.headers['x-portal-signature'],
    ),
  ).toBe(false);

  expect(await deliveriesOf(webhook.id)).toEqual([
    {
      id: stored!.id,
      event: 'rollback',
      releaseId: event.releaseId,
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      createdAt: expect.any(String),
      lastAttemptAt: expect.any(String),
      deliveredAt: expect.any(String),
      nextAttemptAt: null,
    },
  ]);
});

test('each webhook gets its own delivery, signed with its own secret', async () => {
  const first = await register(ctx.app, admin, `${receiver.url}?to=first`);
  const second = await register(
    ctx.app,
    admin,
    `${receiver.url}?to=second`,
    'second-secret-abcdefgh',
  );
  await enqueueCommitted(ctx.database.db, releaseEvent());
  ctx.app.webhooks.nudge();
  await settled(first.id, 'the first delivered');
  await settled(second.id, 'the second delivered');

  const byTarget = Object.fromEntries(receiver.received.map((r) => [r.url, r]));
  expect(Object.keys(byTarget).sort()).toEqual(['/hook?to=first', '/hook?to=second']);
  const firstRequest = byTarget['/hook?to=first']!;
  const secondRequest = byTarget['/hook?to=second']!;
  expect(
    signatureHolds(SECRET, firstRequest.body, firstRequest.headers['x-portal-signature']),
  ).toBe(true);
  expect(
    signatureHolds(
      'second-secret-abcdefgh',
      secondRequest.body,
      secondRequest.headers['x-portal-signature'],
    ),
  ).toBe(true);
  expect(firstRequest.headers['x-portal-delivery']).not.toBe(
    secondRequest.headers['x-portal-delivery'],
  );
});

test('a 500 is retried with the same delivery id and body, then delivered', async () => {
  receiver.answerWith((index) => ({ status: index === 0 ? 500 : 200 }));
  const webhook = await register(ctx.app, admin, receiver.url);
  await enqueueCommitted(ctx.database.db, releaseEvent());
  ctx.app.webhooks.nudge();
  await settled(webhook.id, 'delivered on the second try');

  expect(receiver.received).toHaveLength(2);
  const [first, second] = receiver.received;
  expect(second!.body).toBe(first!.body);
  expect(second!.headers['x-portal-delivery']).toBe(first!.headers['x-portal-delivery']);
  expect(second!.headers['x-portal-signature']).toBe(first!.headers['x-portal-signature']);
  expect(await deliveriesOf(webhook.id)).toEqual([
    expect.objectContaining({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
    }),
  ]);
});

test('a redirect is never followed: each is a failed try, and the place it names gets nothing', async () => {
  receiver.answerWith({ status: 302, location: elsewhere.url });
  const webhook = await register(ctx.app, admin, receiver.url);
  await enqueueCommitted(ctx.database.db, releaseEvent());
  ctx.app.webhooks.nudge();
  await settled(webhook.id, 'failed after the last try');

  expect(elsewhere.received).toEqual([]);
  expect(receiver.received).toHaveLength(5);
  expect(await deliveriesOf(webhook.id)).toEqual([
    expect.objectContaining({
      status: 'failed',
      attempts: 5,
      lastStatusCode: 302,
      lastError: `HTTP 302: redirect to ${elsewhere.url} not followed`,
      deliveredAt: null,
    }),
  ]);
});

test('after five failed tries the delivery is failed, and no sixth comes', async () => {
  receiver.answerWith({ status: 500 });
  const webhook = await register(ctx.app, admin, receiver.url);
  await enqueueCommitted(ctx.database.db, releaseEvent());
  ctx.app.webhooks.nudge();
  await settled(webhook.id, 'failed after the last try');

  expect(receiver.received).toHaveLength(5);
  expect(new Set(receiver.received.map((r) => r.headers['x-portal-delivery'])).size).toBe(1);
  expect(await deliveriesOf(webhook.id)).toEqual([
    expect.objectContaining({
      status: 'failed',
      attempts: 5,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
      deliveredAt: null,
      nextAttemptAt: null,
    }),
  ]);
  // Many polls later it is still five.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(receiver.received).toHaveLength(5);
});

test('a receiver that is not there is a failed try with the reason, retried', async () => {
  const gone = await startReceiver();
  const url = gone.url;
  await gone.close();
  const webhook = await register(ctx.app, admin, url);
  await enqueueCommitted(ctx.database.db, releaseEvent());
  ctx.app.webhooks.nudge();
  await settled(webhook.id, 'failed after the last try');
  expect(await deliveriesOf(webhook.id)).toEqual([
    expect.objectContaining({
      status: 'failed',
      attempts: 5,
      lastStatusCode: null,
      lastError: 'Request failed: ECONNREFUSED',
    }),
  ]);
});

test('an event queued in a transaction that rolls back is never sent', async () => {
  const webhook = await register(ctx.app, admin, receiver.url);
  const refused = new Error('the release failed after queueing');
  await expect(
    ctx.database.db.transaction().execute(async (trx) => {
      await enqueueWebhookEvent(trx, releaseEvent());
      throw refused;
    }),
  ).rejects.toBe(refused);
  ctx.app.webhooks.nudge();

  // A committed event queued after it is delivered; the rolled-back one never existed.
  const committed = releaseEvent();
  await enqueueCommitted(ctx.database.db, committed);
  ctx.app.webhooks.nudge();
  await settled(webhook.id, 'the committed event delivered');
  expect(receiver.received.map((r) => JSON.parse(r.body).releaseId)).toEqual([committed.releaseId]);
  expect(
    (await storedDeliveries(ctx.database.db, webhook.id)).map((row) => row.release_id),
  ).toEqual([committed.releaseId]);
});

test('with no webhook registered, a release queues nothing', async () => {
  await enqueueCommitted(ctx.database.db, releaseEvent());
  expect(await ctx.database.db.selectFrom('webhook_deliveries').select('id').execute()).toEqual([]);
});
