import type { Usp } from '@portal/contract';
import { uspInput, uspPutBody } from '../helpers/onboarding';
import {
  type Attempt,
  type Request,
  TENANT,
  useIsolationFixture,
  WORKSPACE,
} from '../helpers/isolation';

/**
 * Tenant isolation of every USP route, as for ICPs (icps-isolation.test.ts). PUT names its
 * tenant and workspace only in the body.
 */
const { send, fixture: f, expectRefused } = useIsolationFixture();
const USP = 'USP not found';
const base = '/api/usp-onboarding';

const put = (usp: () => Usp, tenantId: () => string, workspaceId: () => string): Request => [
  'PUT',
  `${base}/${usp().id}`,
  { ...uspPutBody(usp()), tenantId: tenantId(), workspaceId: workspaceId(), name: 'Taken over' },
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
  // One USP by its id (issue 36: every kind has the read ICPs had).
  [
    'get: Globex USP under Globex',
    () => ['GET', `${base}/${f.ids.globex.id}/${f.globexUsp.id}`],
    TENANT,
  ],
  ['get: Globex USP under Acme', () => ['GET', `${base}/${f.ids.acme.id}/${f.globexUsp.id}`], USP],
  [
    'get: Acme USP under Globex',
    () => ['GET', `${base}/${f.ids.globex.id}/${f.acmeUsp.id}`],
    TENANT,
  ],
  ['create in Globex', () => ['POST', base, uspInput(f.ids.globex.id, f.ids.emea.id)], TENANT],
  [
    'create in Acme with the EMEA workspace',
    () => ['POST', base, uspInput(f.ids.acme.id, f.ids.emea.id)],
    WORKSPACE,
  ],
  [
    'create in Globex with the SMB workspace',
    () => ['POST', base, uspInput(f.ids.globex.id, f.ids.smb.id)],
    TENANT,
  ],
  [
    'update: Globex USP, Globex ids',
    () =>
      put(
        () => f.globexUsp,
        () => f.ids.globex.id,
        () => f.ids.emea.id,
      ),
    TENANT,
  ],
  [
    'update: Globex USP claiming Acme',
    () =>
      put(
        () => f.globexUsp,
        () => f.ids.acme.id,
        () => f.ids.enterpriseSales.id,
      ),
    USP,
  ],
  [
    'update: Acme USP with Globex ids',
    () =>
      put(
        () => f.acmeUsp,
        () => f.ids.globex.id,
        () => f.ids.emea.id,
      ),
    TENANT,
  ],
  [
    'update: Acme USP with the SMB workspace',
    () =>
      put(
        () => f.acmeUsp,
        () => f.ids.acme.id,
        () => f.ids.smb.id,
      ),
    USP,
  ],
  [
    'update: Acme USP with the EMEA workspace',
    () =>
      put(
        () => f.acmeUsp,
        () => f.ids.acme.id,
        () => f.ids.emea.id,
      ),
    WORKSPACE,
  ],
  [
    'delete: Globex USP under Globex',
    () => ['DELETE', `${base}/${f.ids.globex.id}/${f.globexUsp.id}`],
    TENANT,
  ],
  [
    'delete: Globex USP under Acme',
    () => ['DELETE', `${base}/${f.ids.acme.id}/${f.globexUsp.id}`],
    USP,
  ],
  [
    'delete: Acme USP under Globex',
    () => ['DELETE', `${base}/${f.ids.globex.id}/${f.acmeUsp.id}`],
    TENANT,
  ],
];

test.each(ATTEMPTS)('staff, %s → 404, database unchanged', async (_label, request, message) => {
  await expectRefused(f.staff, request(), message);
});

test('a foreign USP answers like one that does not exist', async () => {
  for (const method of ['DELETE', 'GET'] as const) {
    const body = async (url: string) => (await send(method, url, f.staff)).json();
    expect(await body(`${base}/${f.ids.acme.id}/${f.globexUsp.id}`)).toEqual(
      await body(`${base}/${f.ids.acme.id}/no-such-usp`),
    );
  }
});

test('admins reach Globex, but a mismatched pairing is still a 404 that changes nothing', async () => {
  const list = await send('GET', `${base}/${f.ids.globex.id}/workspace/${f.ids.emea.id}`, f.admin);
  expect(list.json()).toEqual([f.globexUsp]);
  const { acme, globex, enterpriseSales, emea } = f.ids;
  for (const request of [
    ['GET', `${base}/${acme.id}/workspace/${emea.id}`],
    ['GET', `${base}/${acme.id}/${f.globexUsp.id}`],
    put(
      () => f.globexUsp,
      () => acme.id,
      () => enterpriseSales.id,
    ),
    put(
      () => f.acmeUsp,
      () => globex.id,
      () => emea.id,
    ),
    ['DELETE', `${base}/${globex.id}/${f.acmeUsp.id}`],
  ] as Request[]) {
    await expectRefused(f.admin, request);
  }
});
