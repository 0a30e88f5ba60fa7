// Issue 10: renaming an exposed module or changing a page's props must fail the type check of
// the remote or the host, not the browser. Each case edits files in memory (type-check.js) and
// type-checks the file that must catch it: a remote's src/exposes.ts or the host's routes.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');
const { REMOTES: REGISTERED } = require('../portal-parts');
const { ROOT, typeCheck } = require('./type-check');

const REMOTES = REGISTERED.map((remote) => remote.dir);
const CONTRACT = 'shared/src/remotes/exposed-modules.ts';
// The route → page facts of the host's route table (routes.tsx builds the table from them).
const HOST_ROUTES = 'host/src/app/route-pages.js';
const HOST_ROUTES_FILE = 'src/app/route-pages.js';

function read(file) {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}

/** `text` with `from` replaced once; fails the test if `from` is not there (a stale edit). */
function replaceOnce(text, from, to) {
  assert.ok(text.includes(from), `expected to find ${JSON.stringify(from)}`);
  return text.replace(from, to);
}

function edit(file, from, to) {
  return { [file]: replaceOnce(read(file), from, to) };
}

function assertSomeDiagnostic(diagnostics, ...parts) {
  assert.ok(
    diagnostics.some((line) => parts.every((part) => line.includes(part))),
    `expected a diagnostic with ${parts.join(' and ')}, got:\n${diagnostics.join('\n')}`,
  );
}

test('every remote exposes what the contract lists, and the host names only those pages', () => {
  for (const remote of REMOTES) assert.deepEqual(typeCheck(remote, 'src/exposes.ts'), []);
  assert.deepEqual(typeCheck('host', 'src/app/routes.tsx'), []);
  assert.deepEqual(typeCheck('host', HOST_ROUTES_FILE), []);
});

test('a remote renaming an exposed module fails its type check, naming the module', () => {
  const diagnostics = typeCheck(
    'remote-auth',
    'src/exposes.ts',
    edit('remote-auth/src/exposes.ts', "'./LoginPage':", "'./SignInPage':"),
  );
  assertSomeDiagnostic(diagnostics, 'remote-auth/src/exposes.ts', "'./SignInPage'");
});

test('a remote dropping an exposed module fails its type check, naming the module', () => {
  const diagnostics = typeCheck(
    'remote-settings',
    'src/exposes.ts',
    edit('remote-settings/src/exposes.ts', "  './mount': () => import('./mount'),\n", ''),
  );
  assertSomeDiagnostic(diagnostics, 'remote-settings/src/exposes.ts', "'./mount'", 'missing');
});

test("moving the file an exposed module points at fails the remote's type check", () => {
  const diagnostics = typeCheck('remote-artifacts', 'src/exposes.ts', {
    'remote-artifacts/src/pages/dashboard-page.tsx': null,
  });
  assertSomeDiagnostic(diagnostics, 'remote-artifacts/src/exposes.ts', './pages/dashboard-page');
});

test('an exposed page that needs props the contract does not give fails the remote', () => {
  const page = 'remote-instructions/src/pages/instruction-tuning-page.tsx';
  const diagnostics = typeCheck(
    'remote-instructions',
    'src/exposes.ts',
    edit(
      page,
      'export default function InstructionTuningPage() {',
      'export default function InstructionTuningPage({ title }: { title: string }) {',
    ),
  );
  const line = read('remote-instructions/src/exposes.ts')
    .split('\n')
    .findIndex((text) => text.includes("'./InstructionTuningPage'"));
  assertSomeDiagnostic(
    diagnostics,
    `remote-instructions/src/exposes.ts(${line + 1},`,
    'instruction-tuning-page',
    "'title'",
  );
});

test('a module renamed in the contract fails the host where it names it, and the remote', () => {
  const contract = edit(CONTRACT, "'./UsersPage': PageModule;", "'./UserListPage': PageModule;");
  assertSomeDiagnostic(typeCheck('host', HOST_ROUTES_FILE, contract), HOST_ROUTES, '"UsersPage"');
  assertSomeDiagnostic(
    typeCheck('remote-settings', 'src/exposes.ts', contract),
    'remote-settings/src/exposes.ts',
    "'./UsersPage'",
  );
});

test('a page the host misspells fails its type check, naming the module', () => {
  const diagnostics = typeCheck(
    'host',
    HOST_ROUTES_FILE,
    edit(HOST_ROUTES, "module: 'LoginPage'", "module: 'LogInPage'"),
  );
  assertSomeDiagnostic(diagnostics, HOST_ROUTES, '"LogInPage"');
});

test('a page asked for by the wrong remote fails the host', () => {
  const diagnostics = typeCheck(
    'host',
    HOST_ROUTES_FILE,
    edit(
      HOST_ROUTES,
      "remote: 'remote_settings', module: 'UsersPage'",
      "remote: 'remote_auth', module: 'UsersPage'",
    ),
  );
  assertSomeDiagnostic(diagnostics, HOST_ROUTES, '"UsersPage"');
});

test('a contract page gaining a required prop fails the host, which passes no props', () => {
  const diagnostics = typeCheck(
    'host',
    HOST_ROUTES_FILE,
    edit(CONTRACT, "'./LoginPage': PageModule;", "'./LoginPage': PageModule<{ title: string }>;"),
  );
  assertSomeDiagnostic(diagnostics, HOST_ROUTES, '"LoginPage"');
});

test("a prefetch the page's remote does not expose, or a page named as one, fails the host", () => {
  for (const wrong of ['DashboardPreload', 'DashboardPage']) {
    const diagnostics = typeCheck(
      'host',
      HOST_ROUTES_FILE,
      edit(HOST_ROUTES, "prefetch: 'DashboardPrefetch'", `prefetch: '${wrong}'`),
    );
    assertSomeDiagnostic(diagnostics, HOST_ROUTES, `"${wrong}"`);
  }
});

test('an exposed prefetch module without `prefetch(place)` fails the remote', () => {
  const diagnostics = typeCheck(
    'remote-artifacts',
    'src/exposes.ts',
    edit(
      'remote-artifacts/src/prefetch/dashboard-prefetch.ts',
      'export function prefetch(',
      'export function start(',
    ),
  );
  assertSomeDiagnostic(diagnostics, 'remote-artifacts/src/exposes.ts', 'prefetch');
});
