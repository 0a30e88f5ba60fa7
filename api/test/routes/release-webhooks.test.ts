import type { Prompt, ReleaseEvent, WebhookEvent } from '@portal/contract';
import { ADMIN, loginAs, REVIEWER, STAFF, useTestApp } from '../helpers/app';
import { sender } from '../helpers/onboarding';
import { releaseVersion } from '../helpers/releases';
import { seededIds } from '../helpers/seeded';
import { signatureHolds, startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';
import { FAST_WEBHOOKS, register, SECRET, until } from '../helpers/webhooks';

/** Issue 35 §5: each release and rollback made through the API reaches the webhooks, signed. */
const ctx = useTestApp({ webhooks: FAST_WEBHOOKS });
const send = sender(ctx);
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());

test('a staged release and its rollback each reach the registered webhook once, signed', async () => {
  const [staff, reviewer, admin] = await Promise.all([
    loginAs(ctx.app, STAFF.username, STAFF.password),
    loginAs(ctx.app, REVIEWER.username, REVIEWER.password),
    loginAs(ctx.app, ADMIN.username, ADMIN.password),
  ]);
  const ids = await seededIds(ctx.repos);
  await register(ctx.app, admin, receiver.url);
  const usp = (await ctx.repos.prompts.list()).find((p) => p.promptType === 'USP' && p.isActive)!;
  const edit = await send('PUT', `/api/prompts/${usp.id}/${usp.version}`, staff, {
    id: usp.id,
    version: usp.version,
    description: usp.description,
    promptType: 'USP',
    promptContent: 'USPs for {{tenant.name}}, in one line each.',
  });
  const version = edit.json<Prompt>();

  const released = await releaseVersion(send, { requester: staff, releaser: reviewer }, version, {
    tenantIds: [ids.acme.id],
  });
  const rolled = await send('POST', `/api/prompts/releases/${released.id}/rollback`, reviewer, {
    reason: 'Back for now',
  });
  expect(rolled.statusCode).toBe(200);
  const [rollback] = rolled.json<{ items: ReleaseEvent[] }>().items;

  await until(async () => receiver.received.length >= 2, 'both deliveries', 30_000);
  const bodies = receiver.received.map((request) => JSON.parse(request.body) as WebhookEvent);
  expect(bodies).toEqual([
    {
      event: 'release',
      promptType: 'USP',
      promptId: usp.id,
      version: version.version,
      tenantIds: [ids.acme.id],
      releaseId: released.id,
      at: released.releasedAt,
    },
    {
      event: 'rollback',
      promptType: 'USP',
      promptId: usp.id,
      version: usp.version,
      tenantIds: [ids.acme.id],
      releaseId: rollback!.id,
      at: rollback!.releasedAt,
    },
  ]);
  for (const request of receiver.received) {
    expect(signatureHolds(SECRET, request.body, request.headers['x-portal-signature'])).toBe(true);
  }
  const stored = await ctx.database.db.selectFrom('webhook_deliveries').select('id').execute();
  expect(stored).toHaveLength(2);
});
