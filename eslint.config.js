// Lint: correctness rules plus the dependency boundaries of DESIGN.md §2.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noAppsFromPackages = {
  patterns: [{ group: ['@kaimono/server', '@kaimono/web', '**/apps/**'], message: 'packages/* never import apps/* (DESIGN.md §2).' }],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'data/**', '**/drizzle/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', noAppsFromPackages] },
  },
  {
    // money depends on nothing of ours.
    files: ['packages/money/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@kaimono/*'], message: 'packages/money imports nothing of ours (DESIGN.md §2).' }] },
      ],
    },
  },
  {
    // A server module reaches another module only through its index.ts (its public API).
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(\\.\\./)*modules/[^/]+/(?!index(\\.ts)?$).+',
              message: 'Import another module only through its index.ts (DESIGN.md §2).',
            },
            { group: ['@kaimono/web', '**/apps/web/**'], message: 'The server never imports the web app.' },
          ],
        },
      ],
    },
  },
  {
    // Inside a module, a sibling module (../<other>/...) is reached through its index.ts too.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index(\\.ts)?$)[^/]+$',
              message: 'Import a sibling module only through its index.ts (DESIGN.md §2).',
            },
            {
              regex: '^\\.\\./\\.\\./modules/[^/]+/(?!index(\\.ts)?$).+',
              message: 'Import another module only through its index.ts (DESIGN.md §2).',
            },
            { group: ['@kaimono/web', '**/apps/web/**'], message: 'The server never imports the web app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/[^/]+/.+',
              message: 'Import a feature through its index.ts only.',
            },
            { group: ['@kaimono/server', '**/apps/server/**'], message: 'The web app never imports the server.' },
          ],
        },
      ],
    },
  },
  {
    // Features never import each other (DESIGN.md §2); routes in src/app compose them.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*', '../../features/*', '../../app/*'], message: 'Web features never import each other or the app (DESIGN.md §2).' },
            { group: ['@kaimono/server', '**/apps/server/**'], message: 'The web app never imports the server.' },
          ],
        },
      ],
    },
  },
);
