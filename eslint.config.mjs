// One linter for the whole workspace: TypeScript rules everywhere, React hooks and a11y
// rules for the browser packages.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const ANTD_KIT = {
  message: "Import from '@portal/shared/antd' (or antd-nav, antd-data).",
  packages: ['antd'],
  internals: ['antd/*', '@ant-design/*', '@rc-component/*', 'rc-*'],
};
/** The antd components the kits export (shared/src/antd*), read from their source. */
const KIT_COMPONENTS = ['antd', 'antd-nav', 'antd-data'].flatMap((kit) =>
  [
    ...readFileSync(new URL(`./shared/src/${kit}/index.ts`, import.meta.url), 'utf8').matchAll(
      /export \{([^}]*)\} from 'antd'/g,
    ),
  ].flatMap(([, names]) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  ),
);
/**
 * In a remote, only what a kit exports must come from the kit: any other antd component is
 * imported from 'antd', bundled in the remote on the host's antd contexts (docs/deployment.md).
 */
const ANTD_KIT_COMPONENTS = {
  ...ANTD_KIT,
  message: "A kit exports it: import it from '@portal/shared/antd' (or antd-nav, antd-data).",
  importNames: KIT_COMPONENTS,
  internalsMessage: "Import antd's components from their kit or from 'antd', not its internals.",
};
const ROUTER_KIT = {
  message: "Import from '@portal/shared/router'.",
  packages: ['react-router-dom', 'react-router'],
  internals: ['react-router-dom/*', 'react-router/*'],
};
/** The wire types only: a value import would bundle TypeBox and the schemas into the browser. */
const CONTRACT_TYPES = {
  message:
    "Browser code imports '@portal/contract' with `import type`; limits from '@portal/contract/limits', the template check from '@portal/contract/template'.",
  packages: ['@portal/contract'],
  internals: ['@portal/contract/src/*', '@portal/contract/dist/*'],
};
/**
 * Test kits ('@portal/shared/testing', '@portal/remote-kit/testing') and every testing/ folder
 * are for tests and their helpers, never product code.
 */
const TEST_KITS = {
  message: 'Test helpers are for tests and testing/ folders only, never product code.',
  packages: [],
  internals: ['**/testing', '**/testing/*'],
};
/** no-restricted-imports options that send every import of these packages to their kits. */
const kitOnly = (...kits) => ({
  paths: kits.flatMap(({ message, packages, importNames }) =>
    packages.map((name) => ({ name, message, importNames, allowTypeImports: true })),
  ),
  patterns: kits.map(({ message, internals, internalsMessage = message }) => ({
    group: internals,
    message: internalsMessage,
  })),
});

/**
 * A focused test (`.only`, jest's `fit`/`fdescribe`, node:test's `{ only: true }`) would make a
 * suite pass on the few tests it names: CI fails on one, in every file (tests live beside the
 * code, in test/ and e2e/tests/, and helpers may define them).
 */
const TEST_FUNCTIONS = '/^(describe|it|test|suite|context)$/';
const FOCUSED_TESTS = [
  {
    selector: `MemberExpression[property.name='only']:matches([object.name=${TEST_FUNCTIONS}], [object.object.name=${TEST_FUNCTIONS}], [object.object.object.name=${TEST_FUNCTIONS}])`,
    message: 'A focused test (.only) runs alone and hides the others: remove .only.',
  },
  {
    selector:
      'CallExpression[callee.name=/^f(it|describe|test)$/], MemberExpression[object.name=/^f(it|describe|test)$/]',
    message: 'A focused test (fit, fdescribe) runs alone and hides the others: use it/describe.',
  },
  {
    selector: `CallExpression:matches([callee.name=${TEST_FUNCTIONS}], [callee.property.name=${TEST_FUNCTIONS}]) > ObjectExpression > Property[key.name='only']`,
    message: 'A focused test ({ only: true }) runs alone and hides the others: remove the option.',
  },
];

/** The workspace root, where import zones' paths start (lint also runs from a package's folder). */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const entriesOf = (dir) =>
  readdirSync(new URL(`./${dir}/`, import.meta.url), { withFileTypes: true }).filter(
    (entry) => !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'testing',
  );
/** A package's app: its entry files (mount, bootstrap, routes, exposes, prerender, index). */
const APP_FILE = /^(index|bootstrap|mount|exposes|prerender|[a-z-]+-routes)\.tsx?$/;

/**
 * The import zones of one browser package, bottom to top (issue 36 §4):
 * - shared pieces: every folder and file of `src/` not named below (components/, hooks/, api/,
 *   lib/, messages.ts…): they may import each other, nothing above them;
 * - features: each folder of `features` (`src/features/<name>/`) is a zone of its own: it
 *   imports shared pieces, never another feature (but those `uses` names for it), a composer
 *   or the app;
 * - composers: what puts features together (a remote's tab and its slots' wiring, an artifact
 *   kind): features and shared pieces, not the app; `kinds` (composers too) not each other;
 * - the app on top: `app` folders (pages/, routes) and the entry files (APP_FILE).
 * Paths are the workspace root's; a new folder falls into its zone by where it is.
 */
function packageZones(pkg, { features = [], uses = {}, composers = [], kinds = [], app = [] }) {
  const src = `${pkg}/src`;
  // A folder name: each of its folders is a feature; or a list of feature folders.
  const featureDirs =
    typeof features === 'string'
      ? entriesOf(`${src}/${features}`)
          .filter((entry) => entry.isDirectory() && !kinds.includes(entry.name))
          .map((entry) => `${src}/${features}/${entry.name}`)
      : features.map((dir) => `${src}/${dir}`);
  const kindDirs = kinds.map((kind) => `${src}/${features}/${kind}`);
  const composerPaths = [...composers.map((path) => `${src}/${path}`), ...kindDirs];
  const appPaths = [
    ...app.map((dir) => `${src}/${dir}`),
    ...entriesOf(src)
      .filter((entry) => entry.isFile() && APP_FILE.test(entry.name))
      .map((entry) => `${src}/${entry.name}`),
  ];
  const above = [
    ...(typeof features === 'string' ? [`${src}/${features}`] : featureDirs),
    ...composerPaths,
    ...appPaths,
  ];
  const sharedPaths = entriesOf(src)
    .map((entry) => `${src}/${entry.name}`)
    .filter((path) => !above.includes(path) && !/\.d\.ts$/.test(path));
  const zones = [
    ...sharedPaths.map((target) => ({
      target,
      from: above,
      message: `Shared pieces (${pkg}: components, hooks, api…) import no feature, composer or app code: move what both need into a shared piece.`,
    })),
    ...featureDirs.map((target) => ({
      target,
      from: [
        ...featureDirs.filter(
          (dir) =>
            dir !== target && !(uses[target.split('/').pop()] ?? []).includes(dir.split('/').pop()),
        ),
        ...composerPaths,
        ...appPaths,
      ],
      message: `A feature imports shared pieces only, not another feature or what composes them (${pkg}): pass it in through a slot or move the shared part to a shared piece.`,
    })),
    ...kindDirs.map((target) => ({
      target,
      from: [...kindDirs.filter((dir) => dir !== target), ...appPaths],
      message: `An artifact kind composes features and the tab; it imports no other kind and no app code (${pkg}).`,
    })),
  ];
  if (appPaths.length > 0 && composers.length > 0) {
    zones.push(
      ...composers.map((path) => ({
        target: `${src}/${path}`,
        from: appPaths,
        message: `What composes features imports no app code (${pkg}: pages, routes, mount).`,
      })),
    );
  }
  return zones;
}

/** The runtime (@portal/shared): the data layer follows the session and the api, never the reverse. */
const SHARED_DATA = 'shared/src/data';
const RUNTIME_ZONES = [
  {
    target: 'shared/src/session',
    from: SHARED_DATA,
    message:
      'Data flows one way: the data layer follows the session (data/follow-session.ts), and the session never imports the data layer, not even lazily.',
  },
  ...entriesOf('shared/src')
    .filter((entry) => entry.isDirectory() && !['data', 'session'].includes(entry.name))
    .map((entry) => ({
      target: `shared/src/${entry.name}`,
      from: SHARED_DATA,
      message:
        'The data layer (@portal/shared/data) is on top of the runtime: only its entries (index.ts, start-session.ts) load it.',
    })),
];

/** Every browser package's zones, and contract's product code (no zones: it has no layers). */
const IMPORT_ZONES = {
  shared: RUNTIME_ZONES,
  'remote-kit': packageZones('remote-kit', { app: ['dev-shell', 'standalone-shell.tsx'] }),
  host: packageZones('host', {
    features: ['remotes', 'shell'],
    app: ['app', 'startup'],
  }),
  'remote-auth': packageZones('remote-auth', { app: ['pages'] }),
  'remote-artifacts': packageZones('remote-artifacts', {
    features: 'features',
    // The list view's rows are selected as the cards are: one selection (issue 37 §2).
    uses: { 'list-view': ['selection'] },
    kinds: ['icps', 'usps', 'research'],
    composers: entriesOf('remote-artifacts/src/features')
      .filter((entry) => entry.isFile())
      .map((entry) => `features/${entry.name}`),
    app: ['pages', 'prefetch'],
  }),
  'remote-instructions': packageZones('remote-instructions', {
    features: 'features',
    // The features one feature builds on, named here (a feature-level graph without circles):
    // the form holds the studio, its preview and test cases; an instruction's history its
    // tenant overrides and release timeline; the list's rows show overrides and pass rates;
    // the preview says which release a tenant uses; a release request's gate runs test cases;
    // a version's scorecard shows in its history and on its release request.
    uses: {
      form: ['studio', 'preview', 'test-cases'],
      history: ['overrides', 'releases', 'scorecard'],
      list: ['overrides', 'test-cases'],
      preview: ['releases'],
      releases: ['test-cases', 'scorecard'],
    },
    app: ['pages'],
  }),
  'remote-settings': packageZones('remote-settings', { app: ['pages'] }),
  'remote-admin': packageZones('remote-admin', { app: ['pages'] }),
};

/**
 * Resolves imports as TypeScript does (each package's tsconfig: bundler resolution, the
 * workspace packages' `exports`), so zones and cycles see the files an import reaches.
 */
const IMPORT_RESOLVER = createTypeScriptImportResolver({
  project: ['*/tsconfig.json', 'tooling/*/tsconfig.json'].map((glob) => `${ROOT}${glob}`),
  alwaysTryTypes: true,
  noWarnOnMultipleProjects: true,
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      '**/.data/**',
      '**/@mf-types/**',
      // StrykerJS sandboxes (left behind by an interrupted run) and reports: docs/testing.md.
      'api/.stryker-tmp*/**',
      'api/reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['{shared,host,remote-*}/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // antd and react-router come from their shared kits (shared/src/antd*, shared/src/router):
    // importing them anywhere else would bundle and evaluate a second copy, with its own theme
    // or router context.
    files: ['{shared,host,remote-*}/src/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/antd/**',
      'shared/src/antd-nav/**',
      'shared/src/antd-data/**',
      'shared/src/router/**',
      // The host offers antd's context modules to remotes (docs/deployment.md).
      'host/src/remotes/antd-contexts.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        kitOnly(ANTD_KIT, ROUTER_KIT, CONTRACT_TYPES, TEST_KITS),
      ],
    },
  },
  {
    // Tests may import react-router-dom (MemoryRouter): under jest it is the kit's own module.
    files: [
      '{shared,host,remote-*}/src/**/*.test.{ts,tsx}',
      '{shared,host,remote-*}/src/**/testing/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', kitOnly(ANTD_KIT, CONTRACT_TYPES)],
    },
  },
  {
    // A remote's own code may use antd components outside the kits (ANTD_KIT_COMPONENTS).
    files: ['remote-*/src/**/*.{ts,tsx}'],
    ignores: ['remote-*/src/**/*.test.{ts,tsx}', 'remote-*/src/**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        kitOnly(ANTD_KIT_COMPONENTS, ROUTER_KIT, CONTRACT_TYPES),
      ],
    },
  },
  {
    files: ['remote-*/src/**/*.test.{ts,tsx}', 'remote-*/src/**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        kitOnly(ANTD_KIT_COMPONENTS, CONTRACT_TYPES),
      ],
    },
  },
  {
    // Every browser test runs under the CSP guard (e2e/support/test.ts): its `test`, not
    // Playwright's own; types still come from Playwright.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from '../support/test' (it fails on CSP violations).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Import direction (issue 36 §4): no circles in any package's product code (the API's too,
    // since its repositories circle is gone), and each browser package's zones (IMPORT_ZONES).
    // Tests and testing/ folders may reach anything.
    files: ['{shared,host,remote-*,contract}/src/**/*.{ts,tsx}', 'api/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x's TypeScript settings (which files it reads and parses), with our resolver.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [IMPORT_RESOLVER],
    },
    rules: {
      // Dynamic imports count: a lazy chunk that imports its loader back is a circle too.
      // Packages outside the workspace are not followed: none of them imports ours.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...Object.entries(IMPORT_ZONES).map(([pkg, zones]) => ({
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }] },
  })),
  {
    files: ['**/*.test.{ts,tsx}', 'tooling/**/*.js'],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', ...FOCUSED_TESTS],
    },
  },
);
