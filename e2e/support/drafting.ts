import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { API_URL } from './portal';

/** What a spec reads of a scorecard before acting (GET …/scorecard, issue 39 §4). */
export interface ScorecardCounts {
  calls: { total: number };
  answers: { kept: number; edited: number; discarded: number };
}

/** The signed-in page's bearer header, as the portal keeps the token. */
async function bearerOf(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  return { authorization: `Bearer ${token}` };
}

/** The version Acme's ICP instruction resolves to now: the one a draft names. */
export async function acmeIcpVersion(request: APIRequestContext, page: Page) {
  const headers = await bearerOf(page);
  const tenants = (await (await request.get(`${API_URL}/api/tenants/`, { headers })).json()) as {
    id: string;
    name: string;
  }[];
  const acme = tenants.find(({ name }) => name === 'Acme Corp')!;
  const resolved = (await (
    await request.get(`${API_URL}/api/prompts/resolve?tenantId=${acme.id}&promptType=ICP`, {
      headers,
    })
  ).json()) as { id: string; version: string };
  const versions = (await (
    await request.get(`${API_URL}/api/prompts/${resolved.id}/versions`, { headers })
  ).json()) as { version: string; description: string }[];
  // The History button names the version by its description: several instruction types share
  // a version number (the research brief's V1.1 comes first in the list).
  const description = versions.find(({ version }) => version === resolved.version)!.description;
  return { ...resolved, description };
}

/** Opens the History of that version of Acme's ICP instruction, on the Instructions page. */
export async function openVersionHistory(
  page: Page,
  { version, description }: { version: string; description: string },
) {
  await page.getByRole('button', { name: `History of V${version} (${description})` }).click();
}

/** A version's scorecard as the signed-in user reads it (what earlier tests left there). */
export async function scorecardOf(
  request: APIRequestContext,
  page: Page,
  { id, version }: { id: string; version: string },
) {
  const response = await request.get(`${API_URL}/api/prompts/${id}/versions/${version}/scorecard`, {
    headers: await bearerOf(page),
  });
  return (await response.json()) as ScorecardCounts;
}

/** The ICP form, new, with its 'Draft with AI' panel open. */
export async function openDraftPanel(page: Page) {
  await page.getByRole('button', { name: 'Create ICP' }).click();
  await page.getByRole('button', { name: 'Draft with AI' }).click();
  const panel = page.getByRole('region', { name: 'Draft with AI' });
  await expect(panel).toBeVisible();
  return panel;
}
