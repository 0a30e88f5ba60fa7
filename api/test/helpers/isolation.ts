import type { Icp, Usp } from '@portal/contract';
import { ADMIN, loginAs, STAFF, useTestApp } from './app';
import {
  countOnboardingRows,
  icpInput,
  notFoundBody,
  sender,
  snapshotOnboarding,
  uspInput,
} from './onboarding';
import { seededIds } from './seeded';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Request = [method: Method, url: string, body?: object];
/** One refused attempt: a label, the request (built once the ids exist) and the 404 message. */
export type Attempt = [label: string, request: () => Request, message: string];

export const TENANT = 'Tenant not found';
export const WORKSPACE = 'Workspace not found';

export interface IsolationFixture {
  staff: string;
  admin: string;
  ids: Awaited<ReturnType<typeof seededIds>>;
  acmeIcp: Icp;
  globexIcp: Icp;
  acmeUsp: Usp;
  globexUsp: Usp;
}

/**
 * An app on a seeded database holding one ICP and one USP in Acme / Enterprise Sales (created
 * by staff) and in Globex / EMEA (created by the admin). Read `fixture` inside tests.
 */
export function useIsolationFixture() {
  const ctx = useTestApp();
  const send = sender(ctx);
  const fixture = {} as IsolationFixture;
  beforeAll(async () => {
    const [staff, admin] = await Promise.all([
      loginAs(ctx.app, STAFF.username, STAFF.password),
      loginAs(ctx.app, ADMIN.username, ADMIN.password),
    ]);
    const ids = await seededIds(ctx.repos);
    const create = async <T>(token: string, url: string, body: object) =>
      (await send('POST', url, token, body)).json<T>();
    const [acme, es, globex, emea] = [
      ids.acme.id,
      ids.enterpriseSales.id,
      ids.globex.id,
      ids.emea.id,
    ];
    Object.assign(fixture, {
      staff,
      admin,
      ids,
      acmeIcp: await create<Icp>(staff, '/api/icp-onboarding', icpInput(acme, es)),
      acmeUsp: await create<Usp>(staff, '/api/usp-onboarding', uspInput(acme, es)),
      globexIcp: await create<Icp>(admin, '/api/icp-onboarding', icpInput(globex, emea)),
      globexUsp: await create<Usp>(admin, '/api/usp-onboarding', uspInput(globex, emea)),
    });
  });

  /** Sends as `token`; expects a 404 with `message` and every ICP/USP row left as it was. */
  async function expectRefused(token: string, [method, url, body]: Request, message?: string) {
    const counts = await countOnboardingRows(ctx.database.db);
    const rows = await snapshotOnboarding(ctx.database.db);
    const response = await send(method, url, token, body);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    if (message) expect(response.json()).toEqual(notFoundBody(message));
    expect(await countOnboardingRows(ctx.database.db)).toEqual(counts);
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(rows);
  }

  return { ctx, send, fixture, expectRefused };
}
