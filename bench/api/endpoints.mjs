/** The staff demo user: a member of Acme Corp, which holds the listed workspace. */
const STAFF = { username: 'staff@example.com', password: 'staff12345' };

/** The request shapes the suite measures, against a running bench server. */
export async function endpointsOf(url, { tenantId, workspaceId }) {
  const login = { url: `${url}/api/auth/login`, method: 'POST', body: STAFF };
  const answer = await fetch(login.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  if (!answer.ok)
    throw new Error(`sign-in for the bench failed: ${answer.status} ${await answer.text()}`);
  const headers = { authorization: `Bearer ${(await answer.json()).token}` };
  const listUrl = `${url}/api/icp-onboarding/${tenantId}/workspace/${workspaceId}`;
  // A client that kept the list asks again with its ETag: the answer is a 304 without a body.
  const etag = (await fetch(listUrl, { headers })).headers.get('etag');
  if (!etag) throw new Error('the ICP list answered without an ETag');
  // The AI pipeline's hot path (issue 35): the tenant's released ICP instruction.
  const resolveUrl = `${url}/api/prompts/resolve?tenantId=${tenantId}&promptType=ICP`;
  const resolveTag = (await fetch(resolveUrl, { headers })).headers.get('etag');
  if (!resolveTag) throw new Error('resolve answered without an ETag');
  return {
    resolve: { url: resolveUrl, headers },
    resolveRevalidated: {
      url: resolveUrl,
      headers: { ...headers, 'if-none-match': resolveTag },
      expectStatus: 304,
    },
    icpList: { url: listUrl, headers },
    icpListRevalidated: {
      url: listUrl,
      headers: { ...headers, 'if-none-match': etag },
      expectStatus: 304,
    },
    baseline: { url: `${url}/bench/baseline` },
    tenants: { url: `${url}/api/tenants/`, headers },
    login,
  };
}

/** The list's body, checked equal to the baseline's: the comparison is only fair if it is. */
export async function listBody(endpoints) {
  const text = async ({ url, headers }) => (await fetch(url, { headers })).text();
  const [list, baseline] = await Promise.all([text(endpoints.icpList), text(endpoints.baseline)]);
  if (list !== baseline)
    throw new Error('the baseline route does not answer the same JSON as the list');
  return { bytes: Buffer.byteLength(list), icps: JSON.parse(list).length };
}

/** The bench server's CPU time so far, in ms: `{ ms, loopMs }` (all threads, event loop's). */
export const serverCpu = (url) => async () => (await fetch(`${url}/bench/cpu`)).json();

/** An event-loop window of the server: reset, run `work`, read the delay seen meanwhile. */
export async function withEventLoop(url, work) {
  await fetch(`${url}/bench/event-loop/reset`, { method: 'POST' });
  const result = await work();
  const eventLoop = await (await fetch(`${url}/bench/event-loop`)).json();
  return { result, eventLoop };
}
