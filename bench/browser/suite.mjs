// Browser suite of `pnpm bench`: the production build in Debian's Chromium, federated and
// as the single-bundle baseline. See docs/benchmarks.md (browser).
import { launchChromium } from './chromium.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureBigWorkspace } from './big-workspace.mjs';
import { measureColdLoad } from './cold-load.mjs';
import { origin, PORTS, startPortal } from './portal-process.mjs';
import { buildReport, lighthouseReport } from './report.mjs';
import { FIRST_ICP_CARD, LOGIN_FORM_USABLE } from './ready-marker.mjs';
import { measureSession } from './session-walk.mjs';
import { signedInCookies, signedInStorage } from './sign-in.mjs';
import { buildSingleBundle } from './single-bundle/build.mjs';

const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);
// 0 leaves Lighthouse out (a quicker run while working on the cold loads).
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// `lighthouse` runs Lighthouse alone: no single bundle, cold loads, session or big workspace
// (a quicker run while working on the mobile dashboard, issue 37 §6).
const ONLY = process.env.BENCH_BROWSER_ONLY;
if (ONLY !== undefined && ONLY !== 'lighthouse') {
  throw new Error(
    `BENCH_BROWSER_ONLY: 'lighthouse' is the one part that runs alone, not '${ONLY}'`,
  );
}

/** Names each origin of the federated portal for the per-origin tables. */
function originNames(hostPort) {
  const names = { [origin(hostPort)]: 'host', [origin(PORTS.api)]: 'api' };
  for (const [remote, port] of Object.entries(PORTS.remotes)) names[origin(port)] = remote;
  return names;
}

async function measureBuild(browser, { hostPort, federated, storage, log }) {
  const options = { baseURL: origin(hostPort), runs: RUNS, originNames: originNames(hostPort) };
  log(`${federated ? 'federated' : 'single bundle'}: cold loads of /auth/login …`);
  const login = await measureColdLoad(browser, {
    ...options,
    path: '/auth/login',
    ready: LOGIN_FORM_USABLE,
  });
  log(`${federated ? 'federated' : 'single bundle'}: cold loads of /dashboard …`);
  const dashboard = await measureColdLoad(browser, {
    ...options,
    path: '/dashboard',
    ready: FIRST_ICP_CARD,
    localStorage: storage,
    cookies: signedInCookies(),
  });
  const session = await measureSession(browser, { ...options, federated });
  return { login, dashboard, session };
}

/** The federated sign-in page and signed-in dashboard under Lighthouse's mobile preset. */
async function runLighthouse(storage, log) {
  const options = { baseURL: origin(PORTS.host), runs: LIGHTHOUSE_RUNS };
  log(`Lighthouse (mobile): /auth/login × ${LIGHTHOUSE_RUNS} …`);
  const login = await measureLighthouse({ ...options, path: '/auth/login' });
  log(`Lighthouse (mobile): /dashboard × ${LIGHTHOUSE_RUNS} …`);
  // A returning user's dashboard: what it last showed is in the browser's storage, its HTTP
  // cache is empty (issue 37 §6).
  const dashboard = await measureLighthouse({
    ...options,
    path: '/dashboard',
    localStorage: storage,
    cookies: signedInCookies(),
    returning: true,
  });
  return { login, dashboard };
}

async function serveSingleBundle(dir) {
  const { serveDist } = await import('@portal/page-server/static-server');
  const config = {
    apiBaseUrl: origin(PORTS.api),
    remotes: Object.fromEntries(
      Object.entries(PORTS.remotes).map(([name, port]) => [
        name,
        `${origin(port)}/mf-manifest.json`,
      ]),
    ),
  };
  return serveDist({
    dir,
    port: PORTS.singleBundle,
    spa: true,
    routes: { '/portal.config.json': () => config },
  });
}

/** Lighthouse alone (BENCH_BROWSER_ONLY=lighthouse), on the portal it starts. */
async function runLighthouseOnly(log) {
  const stopPortal = await startPortal({ log });
  try {
    const storage = await signedInStorage(origin(PORTS.api));
    return lighthouseReport(await runLighthouse(storage, log));
  } finally {
    await stopPortal();
  }
}

export async function run({ log }) {
  if (ONLY === 'lighthouse') return runLighthouseOnly(log);
  const stopPortal = await startPortal({ log, extraCorsOrigins: [origin(PORTS.singleBundle)] });
  let server;
  let browser;
  try {
    server = await serveSingleBundle(await buildSingleBundle({ log }));
    browser = await launchChromium();
    const storage = await signedInStorage(origin(PORTS.api));
    const federated = await measureBuild(browser, {
      hostPort: PORTS.host,
      federated: true,
      storage,
      log,
    });
    const single = await measureBuild(browser, {
      hostPort: PORTS.singleBundle,
      federated: false,
      storage,
      log,
    });
    const lighthouse = LIGHTHOUSE_RUNS > 0 ? await runLighthouse(storage, log) : undefined;
    const bigWorkspace = await measureBigWorkspace(browser, {
      baseURL: origin(PORTS.host),
      apiBaseUrl: origin(PORTS.api),
      runs: RUNS,
      log,
    });
    return buildReport({ federated, single, runs: RUNS, lighthouse, bigWorkspace });
  } finally {
    await browser?.close();
    server?.close();
    await stopPortal();
  }
}
