// One linter for the whole workspace: TypeScript rules everywhere, React hooks and a11y
// rules for the browser packages.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'e2e/artifacts/**', 'e2e/test-results/**', '**/.data/**', '**/@mf-types/**'],
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
    // antd comes from its one shared kit (shared/src/antd): importing antd (or its
    // internals) anywhere else would bundle and evaluate a second antd with its own theme.
    files: ['{shared,host,remote-*}/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/antd/**', 'shared/src/antd-data/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd', message: "Import from '@portal/shared/antd'.", allowTypeImports: true }],
          patterns: [
            { group: ['antd/*', '@ant-design/*', '@rc-component/*', 'rc-*'], message: "Import from '@portal/shared/antd'." },
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
