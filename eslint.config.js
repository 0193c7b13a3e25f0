import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One-way dependencies: the web app never reaches into the server.
      'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', '@sym/server'] }],
    },
  },
  {
    files: ['apps/web/src/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/features/**', '**/routes/**'] }] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@sym/*', '**/apps/**'] }] },
  },
  {
    // The engines are products of their own: they import nothing from the apps, and story analysis nothing from the
    // renderer that builds on it.
    files: ['packages/story-analysis/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/apps/**', '@sym/server', '@sym/web', '@sym/sketch-renderer'] },
      ],
    },
  },
  {
    files: ['packages/sketch-renderer/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/**', '@sym/server', '@sym/web'] }] },
  },
  {
    // A generated picture never carries printed text (a prop's name on a card, a caption): draw the thing instead.
    files: ['packages/sketch-renderer/src/**/*.ts', 'apps/server/src/providers/image/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(fillText|strokeText)$/]',
          message: 'Pictures never carry printed text: draw the thing, not its name.',
        },
      ],
    },
  },
  {
    // Modules sit below jobs (they reach the queue through ports they own, e.g. generation/job-requests.port.ts).
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/http/**', '**/realtime/**', '**/operations/**', '**/jobs/**', '**/composition/**'] },
      ],
    },
  },
);
