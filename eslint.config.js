import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/lint/boundaries.js';

export default tseslint.config(
  { ignores: ['build/', 'data/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['app/**/*.tsx', 'app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The layers' import rules (docs/architecture.md): domain/ stands alone, app/ and server/ meet only in domain/.
    files: ['app/**/*.{ts,tsx}', 'domain/**/*.ts', 'server/**/*.ts'],
    plugins: { zaron: boundaries },
    rules: { 'zaron/layer-boundaries': 'error' },
  },
  {
    // Plain JavaScript run by Node itself (start-up, the server build, module hooks).
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // CommonJS of the oldest syntax, which any Node.js runs far enough to say it is too old.
    files: ['scripts/**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly' },
    },
    rules: { 'no-var': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
);
