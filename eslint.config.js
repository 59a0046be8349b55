// One lint setup for the whole monorepo (type-aware).
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

const SQL_PLACE = "SQL lives in the module's *.queries.ts (docs/architecture.md, 'The data path')";
// Drizzle's query-building values (operators, ordering, aggregates, the sql template).
const SQL_HELPERS = [
  ...['sql', 'eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'and', 'or', 'not', 'asc', 'desc'],
  ...['isNull', 'isNotNull', 'inArray', 'notInArray', 'exists', 'notExists'],
  ...['between', 'notBetween', 'like', 'notLike', 'ilike', 'notIlike'],
  ...['arrayContains', 'arrayContained', 'arrayOverlaps'],
  ...['count', 'countDistinct', 'sum', 'sumDistinct', 'avg', 'avgDistinct', 'max', 'min'],
  ...['getTableColumns', 'placeholder'],
];
// Statement builders on a database or transaction handle (`transaction` is not among them).
const SQL_METHODS = [
  ...['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute'],
  ...['query', '\\$count', 'with', 'refreshMaterializedView'],
].join('|');
const SQL_HANDLES = 'db|tx|trx|database';

// A web feature never imports another (docs/architecture.md, 'The web app'): one zone a feature,
// made from the folder, so a new feature is covered the day it is created.
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FEATURE_ZONES = WEB_FEATURES.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message:
    'Uma feature não importa outra: o que duas compartilham vai para components/, lib/ ou packages/shared; uma tela de outra feature entra por um slot (components/slots).',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/drizzle/**',
      'e2e/artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Cycles are ours to avoid; walking into node_modules (e.g. PGlite's bundle) only costs time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // One-way imports: shared → features → app (web); shared ← api. packages/shared imports no app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/shared',
              from: './apps',
              message: 'packages/shared não importa apps.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'features não importam app.',
            },
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'components não importam features.',
            },
            {
              target: './apps/web/src/components',
              from: './apps/web/src/app',
              message: 'components não importam app.',
            },
            {
              target: './apps/web/src/lib',
              from: './apps/web/src/features',
              message: 'lib não importa features.',
            },
            {
              target: './apps/web/src/lib',
              from: './apps/web/src/app',
              message: 'lib não importa app.',
            },
            ...FEATURE_ZONES,
            { target: './apps/api', from: './apps/web' },
            { target: './apps/web', from: './apps/api' },
          ],
        },
      ],
    },
  },
  // SQL lives in a module's *.queries.ts (docs/architecture.md, 'The data path'): everywhere else
  // in the API, no query-building imports from Drizzle and no statements on a db/tx handle.
  // Transactions stay with the services (`db.transaction(...)` is allowed); the schema, the
  // database platform, seed, tests and test helpers are outside the rule. Type-only imports
  // (`import type { SQL }`) pass.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      '**/*.queries.ts',
      '**/*.test.ts',
      '**/*.fixtures.ts', // test helpers beside their tests (they import vitest), like src/test/**
      'apps/api/src/test/**',
      'apps/api/src/seed/**',
      'apps/api/src/platform/db/**',
      'apps/api/src/db/schema/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              importNames: SQL_HELPERS,
              allowTypeImports: true,
              message: SQL_PLACE,
            },
            {
              name: 'drizzle-orm/pg-core',
              importNames: ['alias', 'union', 'unionAll', 'intersect', 'except'],
              allowTypeImports: true,
              message: SQL_PLACE,
            },
            { name: 'drizzle-orm/sql', allowTypeImports: true, message: SQL_PLACE },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // db.select(…), tx.insert(…), database.db.execute(…), db.query.users.findFirst(…), …
          selector: `MemberExpression[property.name=/^(${SQL_METHODS})$/]:matches([object.name=/^(${SQL_HANDLES})$/], [object.property.name=/^(${SQL_HANDLES})$/])`,
          message: SQL_PLACE,
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
