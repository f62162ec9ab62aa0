// One lint for every package (`npm run lint`): ESLint's and typescript-eslint's recommended rules, the rules
// of hooks, accessibility in JSX, and the import rules of docs/architecture.md (.lint/architecture-rules.js).
// Formatting is Prettier's business (.prettierrc.json), so no rule here is about layout.

const { defineConfig, globalIgnores } = require('eslint/config');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const globals = require('globals');
const architecture = require('./.lint/architecture-plugin');
const kit = require('./.lint/kit-classes');

const TESTS = ['**/__tests__/**', '**/__mocks__/**', '**/test-support/**', '**/testing/**', '**/*.test.{ts,tsx}'];
const FRONT_END = ['shell/src/**', 'mf-*/src/**', 'shared/src/**'];
const NODE_CODE = ['api/**', 'shell/server/**', 'webpack/**', 'e2e/**', '.lint/**', '*.config.{js,ts}', '**/webpack.config.js'];

module.exports = defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-server/',
    '**/.data/',
    '**/.tsbuild/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    'e2e/.fixtures/',
    // Each breaks one import rule on purpose; .lint/__tests__ lints them under the paths they name.
    '.lint/__tests__/fixtures/',
  ]),
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { architecture },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      ...architecture.recommendedRules,
      // `_`-prefixed parameters and rest siblings are unused on purpose (a signature to keep, a key to drop).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The rules of hooks. The plugin's React Compiler diagnostics (refs read while rendering, state set in
    // an effect...) describe what that compiler could optimise; the site does not compile with it, and the
    // places they name (latest-value refs, the server renderer's response object) are deliberate.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': { rules: reactHooks.rules } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.tsx'], extends: [jsxA11y.flatConfigs.recommended] },
  // A framework's class name we do not load styles nothing (.lint/kit-classes.js).
  { files: FRONT_END.map((glob) => `${glob}/*.tsx`), plugins: { kit }, rules: { 'kit/known-classes': 'error' } },
  { files: FRONT_END, languageOptions: { globals: { ...globals.browser } } },
  { files: NODE_CODE, languageOptions: { globals: { ...globals.node } } },
  { files: TESTS, languageOptions: { globals: { ...globals.jest, ...globals.node } } },
  {
    // The build, the benchmarks and the e2e scripts are CommonJS.
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    // A module-scope `const crypto = require('node:crypto')` is no clash with the global of the same name.
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
);
