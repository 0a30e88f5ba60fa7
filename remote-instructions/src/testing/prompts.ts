import type MockAdapter from 'axios-mock-adapter';
import type { Prompt } from '@portal/contract';

export const PROMPTS_URL = '/api/prompts/';
/** The active versions' latest test pass rates, for the list's Test cases column. */
export const PASS_RATES_URL = '/api/prompts/test-pass-rates';

/** The loads of the instruction list so far (the page also loads the tenant overrides). */
export const listLoads = (http: MockAdapter) =>
  http.history.get.filter((request) => request.url === PROMPTS_URL);

/** ICP prompt, first version: replaced by 1.1, so inactive. */
export const icpV10: Prompt = {
  id: 'p-icp',
  version: '1.0',
  description: 'First ICP draft',
  promptType: 'ICP',
  promptContent: 'Describe the ideal customer.',
  updatedAt: '2025-01-10T09:00:00.000Z',
  isActive: 0,
  author: 'staff@example.com',
};

/** ICP prompt, current version. */
export const icpV11: Prompt = {
  ...icpV10,
  version: '1.1',
  description: 'Sharper ICP wording',
  promptContent: 'Describe the ideal customer in three bullet points.',
  updatedAt: '2025-02-01T10:30:00.000Z',
  isActive: 1,
  author: 'admin@example.com',
};

/** Another prompt, active at its first version, older than icpV11. */
export const researchV10: Prompt = {
  id: 'p-research',
  version: '1.0',
  description: 'Company research brief',
  promptType: 'COMPANY_RESEARCH',
  promptContent: 'Summarise the company from its website.',
  updatedAt: '2025-01-20T15:45:00.000Z',
  isActive: 1,
  author: null,
};

/** In the server's order, which is not the one shown. */
export const serverPrompts = [icpV10, icpV11, researchV10];

/** A reply that waits until the test lets it go, to look at the page meanwhile. */
export function heldReply(status: number, body: unknown) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reply = () => released.then((): [number, unknown] => [status, body]);
  return { reply, release };
}

/** `count` active prompts, 'Prompt 1' the most recently modified. */
export function manyPrompts(count: number): Prompt[] {
  return Array.from({ length: count }, (_, index) => ({
    ...researchV10,
    id: `p-${index + 1}`,
    description: `Prompt ${index + 1}`,
    updatedAt: new Date(Date.UTC(2025, 5, 30) - index * 60_000).toISOString(),
  }));
}
