import { capturedLog, loginAs, STAFF, useTestApp, VIEWER } from '../helpers/app';
import { sender } from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';

/*
 * Issue 37 §4: the answers a client expects (a refused sign-in, a form's validation, a viewer's
 * write, a record out of reach) are at most one info line each ('request rejected'), without a
 * stack; nothing of them is logged as a warning or an error.
 */
const { lines, logger } = capturedLog();
const ctx = useTestApp({ logger });
const send = sender(ctx);

const INFO = 30;
const WARN = 40;

let staff: string;
let viewer: string;
let ids: Awaited<ReturnType<typeof seededIds>>;
beforeAll(async () => {
  staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  viewer = await loginAs(ctx.app, VIEWER.username, VIEWER.password);
  ids = await seededIds(ctx.repos);
});

async function logOf(answer: () => Promise<{ statusCode: number }>) {
  lines.length = 0;
  const { statusCode } = await answer();
  return { statusCode, lines: [...lines] };
}

test.each([
  [
    '401 a wrong password',
    () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: STAFF.username, password: 'not-the-password' },
      }),
    401,
  ],
  [
    '400 a body the schema refuses',
    () => send('POST', `/api/tenants/${ids.acme.id}/workspaces/${ids.smb.id}/import`, staff, {}),
    400,
  ],
  ['403 a viewer writing', () => send('POST', '/api/icp-onboarding', viewer, {}), 403],
  [
    '404 a tenant out of reach',
    () => send('GET', `/api/tenants/${ids.globex.id}/workspaces`, staff),
    404,
  ],
])('%s is at most one info line, without a stack', async (_name, answer, status) => {
  const { statusCode, lines: logged } = await logOf(answer);

  expect(statusCode).toBe(status);
  // Some are answered by a hook without an error (no 'request rejected' line at all).
  expect(logged.filter((line) => line.msg === 'request rejected').length).toBeLessThanOrEqual(1);
  expect(logged.filter((line) => 'err' in line)).toEqual([]);
  expect(logged.filter((line) => Number(line.level) >= WARN)).toEqual([]);
  expect(logged.every((line) => Number(line.level) <= INFO)).toBe(true);
});
