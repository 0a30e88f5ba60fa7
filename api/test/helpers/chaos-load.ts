import type { Icp, Prompt, Usp } from '@portal/contract';
import type { ApiProcess } from './api-process';

/** One request as its client saw it; status 0 = no answer (connection refused or reset). */
export interface Sample {
  startedAt: number;
  endedAt: number;
  instance: string;
  status: number;
}

/** Writes answered 2xx, each with what makes it recognisable in the database. */
export interface Acknowledged {
  icpCreates: string[];
  icpUpdates: { id: string; description: string }[];
  uspUpdates: { id: string; differentiator: string }[];
  promptEdits: string[];
}

/** An instance the load talks to: its process, a signed-in token, Acme's workspace. */
export interface Target {
  name: string;
  api: ApiProcess;
  token: string;
  scope: { tenantId: string; workspaceId: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request; every answer (or its absence) lands in `samples`. */
export async function call<T>(
  target: Target,
  samples: Sample[] | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json?: T }> {
  const startedAt = Date.now();
  let status = 0;
  let json: T | undefined;
  try {
    const response = await fetch(`${target.api.base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${target.token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    status = response.status;
    const text = await response.text();
    json = text ? (JSON.parse(text) as T) : undefined;
  } catch {
    // no answer: status stays 0
  }
  samples?.push({ startedAt, endedAt: Date.now(), instance: target.name, status });
  return { status, json };
}

/**
 * One writer of a steady mixed load on `target`: lists, revision-checked ICP and USP updates,
 * prompt edits and ICP creates, each on objects of its own (so a 409 only follows a write
 * whose answer was lost). After an unanswered or refused write it reads the current revision
 * or version again before writing that object.
 */
export async function writer(
  target: Target,
  id: string,
  samples: Sample[],
  acked: Acknowledged,
  running: () => boolean,
): Promise<void> {
  const send = <T>(method: string, path: string, body?: unknown) =>
    call<T>(target, samples, method, path, body);
  const { tenantId, workspaceId } = target.scope;
  const icpBody = (name: string) => ({
    ...target.scope,
    name,
    description: 'chaos test',
    segments: [{ name: 's', description: 'd', details: 'x' }],
    buyerPersonas: [{ name: 'p', isMobilizer: true, isBuyingCommittee: false }],
  });
  const uspFields = { name: `chaos ${id}`, products: ['a'], capabilities: ['b'], ...target.scope };
  let icp = (await send<Icp>('POST', '/api/icp-onboarding', icpBody(`chaos ${id}`))).json!;
  let usp = (await send<Usp>('POST', '/api/usp-onboarding', { ...uspFields, differentiator: 'd' }))
    .json!;
  let prompt = (
    await send<Prompt>('POST', '/api/prompts/', {
      version: '1.0',
      description: `chaos ${id}`,
      promptType: 'ICP',
      promptContent: 'chaos test',
    })
  ).json!;
  const stale = new Set<string>();
  /** Re-reads an object whose last write went unanswered; false while that fails too. */
  const fresh = async (kind: string, read: () => Promise<boolean>) =>
    !stale.has(kind) || ((await read()) && stale.delete(kind));

  for (let n = 0; running(); n++) {
    const marker = `chaos ${id} #${n}`;
    const op = n % 6;
    if (op === 0) {
      await send('GET', `/api/icp-onboarding/${tenantId}/workspace/${workspaceId}?limit=20`);
    } else if (op === 2) {
      await send('GET', '/api/prompts/?limit=20');
    } else if (op === 1) {
      const path = `/api/icp-onboarding/${tenantId}/${icp.id}`;
      const ok = await fresh('icp', async () => {
        const r = await send<Icp>('GET', path);
        if (r.status === 200) icp = r.json!;
        return r.status === 200;
      });
      if (!ok) continue;
      const r = await send<Icp>('PUT', path, {
        id: icp.id,
        tenantId,
        workspaceId,
        revision: icp.revision,
        description: marker,
      });
      if (r.status === 200) {
        icp = r.json!;
        acked.icpUpdates.push({ id: icp.id, description: marker });
      } else stale.add('icp');
    } else if (op === 3) {
      const ok = await fresh('usp', async () => {
        // No single-USP read: the workspace's list holds it.
        const r = await send<Usp[]>(
          'GET',
          `/api/usp-onboarding/${tenantId}/workspace/${workspaceId}`,
        );
        if (r.status === 200) usp = r.json!.find((stored) => stored.id === usp.id)!;
        return r.status === 200;
      });
      if (!ok) continue;
      const r = await send<Usp>('PUT', `/api/usp-onboarding/${usp.id}`, {
        id: usp.id,
        ...uspFields,
        differentiator: marker,
        revision: usp.revision,
      });
      if (r.status === 200) {
        usp = r.json!;
        acked.uspUpdates.push({ id: usp.id, differentiator: marker });
      } else stale.add('usp');
    } else if (op === 4) {
      const ok = await fresh('prompt', async () => {
        const r = await send<Prompt[]>('GET', `/api/prompts/${prompt.id}/versions`);
        if (r.status === 200) prompt = r.json!.find((version) => version.isActive === 1)!;
        return r.status === 200;
      });
      if (!ok) continue;
      const r = await send<Prompt>('PUT', `/api/prompts/${prompt.id}/${prompt.version}`, {
        id: prompt.id,
        version: prompt.version,
        description: prompt.description,
        promptType: prompt.promptType,
        promptContent: marker,
      });
      if (r.status === 200) {
        prompt = r.json!;
        acked.promptEdits.push(marker);
      } else stale.add('prompt');
    } else {
      const r = await send('POST', '/api/icp-onboarding', icpBody(marker));
      if (r.status === 201) acked.icpCreates.push(marker);
    }
    await sleep(10);
  }
}
