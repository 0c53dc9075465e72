// One ESLint configuration for the whole workspace (flat config).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import nx from '@nx/eslint-plugin';
import apiBoundaries from './tools/lint/api-domain-imports.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/coverage/**',
      '**/node_modules/**',
      'var/**',
      '.nx/**',
      '**/test-results/**',
      // Written by the site's build (the catalogues split for the browser), never edited.
      'apps/site/src/locales/browser/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': 'off',
    },
  },
  {
    // Module boundaries by the projects' `scope:*` tags (each package.json's or project.json's "nx" tags):
    // apps share code only through libs/shared, which depends on nothing of ours; the end-to-end suite may
    // reach the apps it drives; tools/ (launcher, seed, benchmarks) may use them all.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          // The only imports past the tags, each a launcher rather than code: the API's and the end-to-end
          // tests start their PostgreSQL and the whole stack with the same scripts as `npm start`; tools/
          // (launcher, seed, benchmarks) runs the API from its build and the site's own server; every Jest
          // config extends the root preset. An app is never imported as a library.
          allow: [
            '/tools/lib/(database|stack)\\.mjs$',
            '^(\\.\\./)+apps/(api/(dist|src)|site/server)/',
            '/jest\\.preset\\.cjs$',
          ],
          enforceBuildableLibDependency: true,
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:site', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared'] },
            {
              sourceTag: 'scope:e2e',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:api', 'scope:site', 'scope:admin'],
            },
            {
              sourceTag: 'scope:tools',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:api', 'scope:site', 'scope:admin'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      // Nest resolves constructor parameters by their runtime class: type-only imports would break injection.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // Boundaries inside the API, from the one table tools/lint/api-domains.mjs: a domain imports another only
    // through its index.js and only in the direction the table allows; common/ and config/ import no domain.
    // Tests may reach any file to set a scene.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.spec.ts', 'apps/api/src/**/*.int-spec.ts'],
    plugins: { api: apiBoundaries },
    rules: { 'api/domain-imports': 'error' },
  },
  {
    files: ['apps/site/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
