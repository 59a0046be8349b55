// One lint setup for the whole monorepo (type-aware).
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';

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
            { target: './apps/api', from: './apps/web' },
            { target: './apps/web', from: './apps/api' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
