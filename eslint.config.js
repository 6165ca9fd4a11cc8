// One lint config for the whole monorepo. Besides code quality it enforces the dependency
// directions of docs/architecture.md: contracts import nothing of ours, the engine only contracts, the web never
// imports the engine or the server, and a feature (web) or module (server) never imports another.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { structurePlugin } from './scripts/lint-structure-rules.js';

/** Folders directly below `dir` (empty when it does not exist yet). */
function subfolders(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Import patterns that reach into a sibling folder named `name`, absolute-ish or relative. */
function patternsReaching(parent, name) {
  return [
    `**/${parent}/${name}`,
    `**/${parent}/${name}/**`,
    `../${name}`,
    `../${name}/**`,
    `../../${name}/**`,
    `../../../${name}/**`,
  ];
}

/** One config block per feature folder: it may not import any of its siblings. */
function isolateSiblings(root, parent, message) {
  const names = subfolders(`${root}/${parent}`);
  if (names.length < 2) return [];
  return names.map((own) => ({
    files: [`${root}/${parent}/${own}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: names
                .filter((other) => other !== own)
                .flatMap((other) => patternsReaching(parent, other)),
              message,
            },
          ],
        },
      ],
    },
  }));
}

const ourPackages = ['@adplan/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      '.artifacts/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...ourPackages, '!@adplan/contracts'],
              message:
                'The engine imports only @adplan/contracts of ours (docs/decisions/0006-engine-imports-contracts.md).',
            },
            {
              group: [
                'react',
                'react-dom',
                'fastify',
                '@fastify/*',
                'kysely',
                'better-sqlite3',
                'pg',
                'antd',
              ],
              message: 'The engine has no HTTP, database or UI (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ourPackages, message: 'Contracts import nothing of ours (docs/architecture.md).' },
          ],
        },
      ],
    },
  },
  {
    // The browser's code; the build and test configurations beside src/ run in Node.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@adplan/engine', '@adplan/server', 'node:*'],
              message: 'The web imports only @adplan/contracts (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  ...isolateSiblings('apps/web/src', 'features', 'Features never import other features; wire them in app/.'),
  ...isolateSiblings(
    'apps/server/src',
    'modules',
    'Modules never import other modules; wire them in app.ts.',
  ),
  // Structure rules of the conventions: kebab-case names, no import cycles, the engine's layers.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { structure: structurePlugin },
    rules: {
      'structure/kebab-case-names': 'error',
      'structure/no-import-cycles': 'error',
    },
  },
  {
    files: ['packages/engine/src/**/*.ts'],
    plugins: { structure: structurePlugin },
    rules: { 'structure/engine-layers': 'error' },
  },
);
