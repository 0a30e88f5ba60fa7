import type { WebhookDelivery } from '@portal/contract';
import { ADMIN, bearer, loginAs, useTestApp } from '../helpers/app';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';
import {
  enqueueCommitted,
  register,
  releaseEvent,
  storedDeliveries,
  until,
} from '../helpers/webhooks';

/** A time limit of one second a try (10 s in production), two tries in all. */
const ctx = useTestApp({ webhooks: { timeoutMs: 1_000, retryDelaysMs: [50], pollMs: 50 } });
let receiver: WebhookReceiver;
// Waits for deliveries allow 30 s and more (a busy two-core machine): past jest's 30 s.
jest.setTimeout(120_000);

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());

test('a receiver that does not answer in time is a failed try, retried, then failed', async () => {
  receiver.answerWith({ hang: true });
  const admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
  const webhook = await register(ctx.app, admin, receiver.url);
  await enqueueCommitted(ctx.database.db, releaseEvent());
  ctx.app.webhooks.nudge();
  await until(
    async () => (await storedDeliveries(ctx.database.db, webhook.id))[0]?.status === 'failed',
    'failed after two tries without an answer',
    30_000,
  );

  const deliveries = (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/webhooks/${webhook.id}/deliveries`,
      headers: bearer(admin),
    })
  ).json<WebhookDelivery[]>();
  expect(deliveries).toEqual([
    expect.objectContaining({
      status: 'failed',
      attempts: 2,
      lastStatusCode: null,
      lastError: 'No answer within 1000 ms',
      deliveredAt: null,
      nextAttemptAt: null,
    }),
  ]);
});
