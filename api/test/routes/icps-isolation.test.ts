import { icpInput } from '../helpers/onboarding';
import {
  type Attempt,
  type Request,
  TENANT,
  useIsolationFixture,
  WORKSPACE,
} from '../helpers/isolation';

/**
 * Tenant isolation of every ICP route: staff@example.com (member of Acme only) with Globex
 * ids, Acme ids under a Globex path, Globex ids under an Acme path, and an Acme ICP paired
 * with a workspace it is not in. Every attempt is a 404 that changes nothing.
 */
const { send, fixture: f, expectRefused } = useIsolationFixture();
const ICP = 'ICP not found';
const base = '/api/icp-onboarding';

const put = (path: [string, string], [id, tenantId, workspaceId]: string[]): Request => [
  'PUT',
  `${base}/${path[0]}/${path[1]}`,
  { id, tenantId, workspaceId, name: 'Taken over' },
];

const ATTEMPTS: Attempt[] = [
  [
    'list: Globex tenant and workspace',
    () => ['GET', `${base}/${f.ids.globex.id}/workspace/${f.ids.emea.id}`],
    TENANT,
  ],
  [
    'list: Globex workspace under Acme',
    () => ['GET', `${base}/${f.ids.acme.id}/workspace/${f.ids.emea.id}`],
    WORKSPACE,
  ],
  [
    'list: Acme workspace under Globex',
    () => ['GET', `${base}/${f.ids.globex.id}/workspace/${f.ids.enterpriseSales.id}`],
    TENANT,
  ],
  [
    'get: Globex ICP under Globex',
    () => ['GET', `${base}/${f.ids.globex.id}/${f.globexIcp.id}`],
    TENANT,
  ],
  ['get: Globex ICP under Acme', () => ['GET', `${base}/${f.ids.acme.id}/${f.globexIcp.id}`], ICP],
  [
    'get: Acme ICP under Globex',
    () => ['GET', `${base}/${f.ids.globex.id}/${f.acmeIcp.id}`],
    TENANT,
  ],
  ['create in Globex', () => ['POST', base, icpInput(f.ids.globex.id, f.ids.emea.id)], TENANT],
  [
    'create in Acme with the EMEA workspace',
    () => ['POST', base, icpInput(f.ids.acme.id, f.ids.emea.id)],
    WORKSPACE,
  ],
  [
    'create in Globex with the SMB workspace',
    () => ['POST', base, icpInput(f.ids.globex.id, f.ids.smb.id)],
    TENANT,
  ],
  [
    'update: Globex ICP, Globex ids',
    () => put([f.ids.globex.id, f.globexIcp.id], [f.globexIcp.id, f.ids.globex.id, f.ids.emea.id]),
    TENANT,
  ],
  [
    'update: Globex ICP under Acme, Acme body',
    () =>
      put(
        [f.ids.acme.id, f.globexIcp.id],
        [f.globexIcp.id, f.ids.acme.id, f.ids.enterpriseSales.id],
      ),
    ICP,
  ],
  [
    'update: Globex ICP under Acme, Globex body',
    () => put([f.ids.acme.id, f.globexIcp.id], [f.globexIcp.id, f.ids.globex.id, f.ids.emea.id]),
    TENANT,
  ],
  [
    'update: Acme ICP under Globex',
    () =>
      put([f.ids.globex.id, f.acmeIcp.id], [f.acmeIcp.id, f.ids.acme.id, f.ids.enterpriseSales.id]),
    TENANT,
  ],
  [
    'update: Acme ICP with the SMB workspace',
    () => put([f.ids.acme.id, f.acmeIcp.id], [f.acmeIcp.id, f.ids.acme.id, f.ids.smb.id]),
    ICP,
  ],
  [
    'update: Acme ICP with the EMEA workspace',
    () => put([f.ids.acme.id, f.acmeIcp.id], [f.acmeIcp.id, f.ids.acme.id, f.ids.emea.id]),
    WORKSPACE,
  ],
  [
    'update: Acme ICP with a Globex body',
    () => put([f.ids.acme.id, f.acmeIcp.id], [f.acmeIcp.id, f.ids.globex.id, f.ids.emea.id]),
    TENANT,
  ],
  [
    'delete: Globex ICP under Globex',
    () => ['DELETE', `${base}/${f.ids.globex.id}/${f.globexIcp.id}`],
    TENANT,
  ],
  [
    'delete: Globex ICP under Acme',
    () => ['DELETE', `${base}/${f.ids.acme.id}/${f.globexIcp.id}`],
    ICP,
  ],
  [
    'delete: Acme ICP under Globex',
    () => ['DELETE', `${base}/${f.ids.globex.id}/${f.acmeIcp.id}`],
    TENANT,
  ],
];

test.each(ATTEMPTS)('staff, %s → 404, database unchanged', async (_label, request, message) => {
  await expectRefused(f.staff, request(), message);
});

test('a foreign tenant, workspace or ICP answers like one that does not exist', async () => {
  const body = async (url: string) => (await send('GET', url, f.staff)).json();
  const acme = f.ids.acme.id;
  expect(await body(`${base}/${f.ids.globex.id}/${f.globexIcp.id}`)).toEqual(
    await body(`${base}/no-such-tenant/${f.globexIcp.id}`),
  );
  expect(await body(`${base}/${acme}/workspace/${f.ids.emea.id}`)).toEqual(
    await body(`${base}/${acme}/workspace/no-such-workspace`),
  );
  expect(await body(`${base}/${acme}/${f.globexIcp.id}`)).toEqual(
    await body(`${base}/${acme}/no-such-icp`),
  );
});

test('admins reach Globex, but a mismatched pairing is still a 404 that changes nothing', async () => {
  const list = await send('GET', `${base}/${f.ids.globex.id}/workspace/${f.ids.emea.id}`, f.admin);
  expect(list.json()).toEqual([f.globexIcp]);
  const { acme, globex, smb, emea } = f.ids;
  for (const request of [
    ['GET', `${base}/${acme.id}/${f.globexIcp.id}`],
    put([acme.id, f.acmeIcp.id], [f.acmeIcp.id, acme.id, smb.id]),
    put([globex.id, f.acmeIcp.id], [f.acmeIcp.id, globex.id, emea.id]),
    ['DELETE', `${base}/${acme.id}/${f.globexIcp.id}`],
  ] as Request[]) {
    await expectRefused(f.admin, request);
  }
});
