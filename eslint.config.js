// @ts-check
/**
 * Lint rules (`npm run lint`, part of `npm test`): ESLint's and typescript-eslint's recommended
 * rules, and the two React hooks rules that catch real bugs (hooks called conditionally, effect
 * and memo dependencies missing). Formatting is Prettier's (`.prettierrc`), not ESLint's.
 */
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores(['dist/', '.data/', 'bench/results/', 'scratch/', 'data/catalogue/', 'docs/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Hooks live in .tsx components and in .ts modules (src/web/**/hooks.ts).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    rules: {
      // A leading underscore marks a parameter or binding kept on purpose (a signature, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests and benchmarks read JSON answers of the API untyped; the code they test may not.
    files: ['tests/**', 'bench/**', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The few plain JavaScript files run in Node (scripts, this config).
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
]);
