import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { localPlugin } from './tools/eslint/module-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/backoffice/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Domains meet only through their faces (ARCHITECTURE.md "Import rules"). Tests may reach the
  // internals of what they test, so only the apps' sources are held to it.
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { local: localPlugin },
    rules: { 'local/module-boundaries': ['error', { domainsDirs: ['apps/server/src/modules'] }] },
  },
  {
    files: ['apps/backoffice/src/**/*.{ts,tsx}'],
    plugins: { local: localPlugin },
    rules: { 'local/module-boundaries': ['error', { domainsDirs: ['apps/backoffice/src/features'] }] },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // The XSD validator's thread is plain JavaScript so it runs without tsx (dte/xsd-worker.mjs).
    files: ['apps/server/src/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', WebAssembly: 'readonly' } },
  },
  {
    files: ['**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
