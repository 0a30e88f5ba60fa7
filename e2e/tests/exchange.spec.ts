import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { ADMIN, API_URL } from '../support/portal';
import { signIn, snap } from '../support/session';

// Issue 24 §1–2 in the browser: a workspace's pack exported, imported into an empty workspace
// and exported again gives the same hash; a CSV with one bad row names it and writes nothing.

interface Scope {
  tenant: string;
  workspace: string;
}

/** The admin's API: the seeded scopes by name, and a workspace's lists. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post(`${API_URL}/api/auth/login`, { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string) =>
    (await (await request.get(`${API_URL}${path}`, { headers })).json()) as T;
  const tenants = await get<{ id: string; name: string }[]>('/api/tenants/');
  return {
    async scope(tenantName: string, workspaceName: string): Promise<Scope> {
      const tenant = tenants.find(({ name }) => name === tenantName)!.id;
      const workspaces = await get<{ id: string; name: string }[]>(
        `/api/workspaces/tenant/${tenant}`,
      );
      return { tenant, workspace: workspaces.find(({ name }) => name === workspaceName)!.id };
    },
    list: (kind: 'icp' | 'usp', { tenant, workspace }: Scope) =>
      get<{ id: string }[]>(`/api/${kind}-onboarding/${tenant}/workspace/${workspace}`),
    /**
     * Deletes every ICP and USP of the workspace (they go to its trash): an empty one to
     * import into. Answers what it deleted, for `putBack`.
     */
    async empty(scope: Scope) {
      const deleted: { kind: 'icp' | 'usp'; id: string }[] = [];
      for (const kind of ['icp', 'usp'] as const) {
        for (const { id } of await this.list(kind, scope)) {
          const gone = await request.delete(
            `${API_URL}/api/${kind}-onboarding/${scope.tenant}/${id}`,
            { headers },
          );
          expect(gone.status()).toBe(204);
          deleted.push({ kind, id });
        }
      }
      return deleted;
    },
    /**
     * Gives the workspace back the records `empty` deleted, after deleting what is there now:
     * one database serves every test, and other specs use the seeded records.
     */
    async putBack(scope: Scope, deleted: { kind: 'icp' | 'usp'; id: string }[]) {
      await this.empty(scope);
      const trash = `${API_URL}/api/tenants/${scope.tenant}/workspaces/${scope.workspace}/trash`;
      for (const { kind, id } of deleted) {
        const restored = await request.post(`${trash}/${kind}/${id}/restore`, { headers });
        expect(restored.status()).toBe(200);
      }
    },
  };
}

const dashboardLink = (scope: Scope, tab = 'icp') =>
  `/dashboard?${new URLSearchParams({ ...scope, tab }).toString()}`;

/** Exports the workspace pack from the open tab: the file's suggested name and its pack. */
async function exportPack(page: Page) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Export / });
  await dialog.getByRole('radio', { name: 'Workspace pack: ICPs and USPs as JSON' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  await expect(dialog).toBeHidden();
  const text = await readFile((await download.path())!, 'utf8');
  return { name: download.suggestedFilename(), text, pack: JSON.parse(text) as { hash: string } };
}

/** Opens 'Import' and chooses a file, as the dialog's file input receives it. */
async function importFile(page: Page, name: string, text: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Import / });
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/json',
    buffer: Buffer.from(text, 'utf8'),
  });
  return dialog;
}

test("a workspace's pack imported into an empty workspace exports with the same hash", async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const source = await api.scope('Acme Corp', 'Enterprise Sales');
  const target = await api.scope('Globex', 'EMEA');
  const seeded = await api.empty(target);
  try {
    await importedPackExportsTheSame(page, api, source, target);
  } finally {
    await api.putBack(target, seeded);
  }
});

async function importedPackExportsTheSame(
  page: Page,
  api: Awaited<ReturnType<typeof adminApi>>,
  source: Scope,
  target: Scope,
) {
  const icps = (await api.list('icp', source)).length;
  const usps = (await api.list('usp', source)).length;
  await signIn(page, ADMIN);

  await page.goto(dashboardLink(source));
  const exported = await exportPack(page);
  expect(exported.name).toMatch(/^enterprise-sales-pack-\d{4}-\d{2}-\d{2}\.json$/);

  await page.goto(dashboardLink(target));
  await expect(page.getByText('No ICPs Found')).toBeVisible();
  const dialog = await importFile(page, exported.name, exported.text);
  await expect(dialog.getByRole('status')).toHaveText(
    `${icps + usps} new, 0 already exist, 0 rows with errors`,
  );
  await expectNoSeriousViolations(page, 'import preview');
  await snap(page, '96-import-preview');
  // The preview wrote nothing.
  expect(await api.list('icp', target)).toHaveLength(0);

  await dialog.getByRole('button', { name: `Import ${icps + usps} records` }).click();
  await expect(page.getByText(`${icps + usps} records imported.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeFocused();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await api.list('icp', target)).toHaveLength(icps);
  expect(await api.list('usp', target)).toHaveLength(usps);

  const again = await exportPack(page);
  expect(again.name).toMatch(/^emea-pack-\d{4}-\d{2}-\d{2}\.json$/);
  expect(again.pack.hash).toBe(exported.pack.hash);
}

test('a CSV with one bad row names its row and column, and nothing is written', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const scope = await api.scope('Globex', 'EMEA');
  const before = (await api.list('usp', scope)).length;
  await signIn(page, ADMIN);
  await page.goto(dashboardLink(scope, 'usp'));

  const csv =
    'name,differentiator,product 1,capability 1\r\n' +
    `E2E import ${Date.now()},Setup in a day,Portal,Import\r\n` +
    'Missing its differentiator,,Portal,Import\r\n';
  const dialog = await importFile(page, 'usps.csv', csv);
  await expect(dialog.getByRole('status')).toHaveText('1 new, 0 already exist, 1 row with errors');
  // Said once, in the form's words (issue 37 §4), not 'differentiator: differentiator …'.
  await expect(dialog.getByRole('region', { name: 'Rows with errors' })).toContainText(
    /Row 3 \(USP\): Differentiator \w/,
  );
  await expect(dialog.getByRole('region', { name: 'Rows with errors' })).not.toContainText(
    'differentiator',
  );
  // Nothing can be imported: the button counts no record.
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expectNoSeriousViolations(page, 'import with an error');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await api.list('usp', scope)).toHaveLength(before);
});
