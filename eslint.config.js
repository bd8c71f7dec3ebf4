import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { contextEntries } from './scripts/lint/context-entries.js';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'dist', '.data', 'out', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  {
    files: ['scripts/**', 'test/**', 'bin/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests read arbitrary JSON response bodies.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // One reader of the environment, under the registry's names (functions/shared/env-names.ts).
    files: ['functions/**'],
    ignores: ['functions/shared/config.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through #shared/config; add the variable to functions/shared/env-names.ts.' }] },
  },
  {
    // Floors: shared <- domain, store, adapters <- http, routes, openapi, mcp, api, tasks. No floor imports one above it.
    files: ['functions/shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(#(?!shared/)|\\.\\./)', message: 'functions/shared is the ground floor: it imports only Node, packages and #shared.' }] }] },
  },
  {
    files: ['functions/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^#(http|routes|openapi|local)(/|$)|/(http|api|mcp)/', message: 'The domain sits below the HTTP floor: move what it needs into functions/shared.' }] }] },
  },
  {
    files: ['functions/store/**', 'functions/adapters/**', 'functions/schemas/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^#(domain|http|routes|openapi|local)(/|$)|/(domain|http|api|mcp)/', message: 'Store, adapters and schemas sit below the domain: what they share with it lives here or in functions/shared.' }] }] },
  },
  {
    // Contexts: functions/domain/<context>/ is entered through functions/domain/<context>.ts. (lib/ reads
    // the few constants it needs from their modules, so that a synth does not load the runtime code.)
    files: ['functions/**'],
    plugins: { briefings: { rules: { 'context-entries': contextEntries } } },
    rules: { 'briefings/context-entries': 'error' },
  },
);
