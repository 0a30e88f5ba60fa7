// One linter for the whole workspace: TypeScript rules everywhere, React hooks and a11y
// rules for the browser packages.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
