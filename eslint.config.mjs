// ESLint 9 flat config: typescript-eslint, react, react-hooks and jsx-a11y; XSS-prone JSX is an error.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// React code: the console and its unit and component tests (the Playwright journeys drive a browser, not React).
// Screens still asking for a read in their own effect, each to move to the read hooks (issue 19).
const FETCH_IN_EFFECT_LEFT = [
  'src/pages/account/AccountDetailsPage.tsx',
  'src/pages/assets/AssetsPage.tsx',
];
const REACT_FILES = { files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'], ignores: ['tests/e2e/**'] };

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'coverage/**', '.sandbox/**', '.tmp/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    ...REACT_FILES,
    ...react.configs.flat.recommended,
    settings: { react: { version: 'detect' } },
  },
  {
    ...REACT_FILES,
    ...react.configs.flat['jsx-runtime'],
  },
  {
    ...REACT_FILES,
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    ...REACT_FILES,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react/no-danger': 'error',
      'react/jsx-no-script-url': 'error',
      // TypeScript types the props.
      'react/prop-types': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    // The console shares the sandbox's contracts as types only: schema code (TypeBox) stays out of the bundle.
    // `contracts/values` holds plain lists (currencies, report types) that the console may import as values.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/contracts/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'typebox', message: 'TypeBox belongs to src/contracts and the sandbox.' }],
          patterns: [
            {
              group: ['**/contracts/*', '!**/contracts/values'],
              allowTypeImports: true,
              message: 'Import the contracts with `import type`: their schemas are for the sandbox.',
            },
          ],
        },
      ],
    },
  },
  {
    // Screens read through the kit (useStoredRead, usePagedRead, useLoadMore with LoadState): a read dispatched from a
    // hand-written effect forgets the loading, error and Retry states. Polling a running job is a workflow, not a read.
    files: ['src/pages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['src/pages/settings/useSyncProgress.ts', ...FETCH_IN_EFFECT_LEFT],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='useEffect'] CallExpression[callee.name='dispatch'] > CallExpression[callee.property.name='request']",
          message: 'Read through useStoredRead, usePagedRead or useLoadMore (src/ducks/requests/readHooks.ts) and show it with LoadState.',
        },
      ],
    },
  },
  {
    files: ['sandbox/**/*.ts', 'scripts/**/*.{mjs,mts,js}', 'tests/**/*.{ts,tsx,js}', '*.{js,mjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      // `_`-prefixed names are deliberately unused (required parameters, skipped tuple slots).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
