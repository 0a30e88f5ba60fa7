import type { Prompt, ReleaseEvent, ReleaseRequestSummary } from '@portal/contract';
import type { sender } from './onboarding';

type Send = ReturnType<typeof sender>;

/**
 * Takes a version through the release flow (issue 35): `requester` asks, `releaser` approves
 * and releases it (to every tenant, or to `tenantIds`), passing the gate with a reason.
 * Fails the test if any step is refused.
 */
export async function releaseVersion(
  send: Send,
  tokens: { requester: string; releaser: string },
  version: Pick<Prompt, 'id' | 'version'>,
  release: { tenantIds?: string[] } = {},
): Promise<ReleaseEvent> {
  const asked = await send(
    'POST',
    `/api/prompts/${version.id}/versions/${version.version}/release-requests`,
    tokens.requester,
    { note: 'For the test' },
  );
  if (asked.statusCode !== 201) throw new Error(`release request refused: ${asked.body}`);
  const request = asked.json<ReleaseRequestSummary>();
  const approved = await send(
    'POST',
    `/api/release-requests/${request.id}/approve`,
    tokens.releaser,
    { comment: '' },
  );
  if (approved.statusCode !== 200) throw new Error(`approval refused: ${approved.body}`);
  const released = await send(
    'POST',
    `/api/release-requests/${request.id}/release`,
    tokens.releaser,
    {
      ...release,
      reason: 'Released by the test',
    },
  );
  if (released.statusCode !== 200) throw new Error(`release refused: ${released.body}`);
  return released.json<ReleaseEvent>();
}
