import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under admin/features is a feature, so a new one is fenced in as soon as it exists.
const adminFeatures = readdirSync(new URL('./admin/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Architecture boundaries (Bulletproof React's zones): admin features never
// import each other; shared code never imports features or routes; the site
// never imports the server or the admin; nothing imports the local platform's
// development-only code except the platform itself and the tests.
const zones = [
  ...adminFeatures.map((feature) => ({
    target: `./admin/features/${feature}`,
    from: './admin/features',
    except: [`./${feature}`],
    message: 'Admin features never import each other: move what they share to admin/components, admin/lib or admin/styles.',
  })),
  {
    target: ['./admin/components', './admin/lib'],
    from: ['./admin/features', './admin/routes', './admin/app.tsx'],
    message: 'Shared admin code never imports features or routes.',
  },
  { target: './src', from: './functions', message: 'The site never imports server code: share it through src/schemas or src/lib.' },
  {
    // Only the page that mounts the admin SPA (src/pages/admin) may import it.
    target: ['./src/islands', './src/lib', './src/schemas', './src/components', './src/layouts', './src/site', './src/content'],
    from: './admin',
    message: 'The site and islands never import the admin.',
  },
  { target: './src', from: './netlify', message: 'The site never imports the platform.' },
  { target: './admin', from: ['./functions', './netlify'], message: 'The admin never imports server code.' },
  {
    target: './functions',
    from: ['./admin', './src/pages', './src/components', './src/layouts', './netlify'],
    message: 'Server code imports only shared schemas, site config and lib.',
  },
  {
    // The portfolio function renders the project list island into the list page's HTML (ADR 0022):
    // its component, and nothing else of the islands; what both use lives in src/lib/portfolio.
    target: './functions',
    from: './src/islands',
    except: ['./project-list.tsx'],
    message: 'Server code imports only the ProjectList island component: share the rest through src/lib/portfolio.',
  },
  {
    target: ['./src/schemas', './src/lib', './src/site', './src/portfolio'],
    from: ['./src/islands', './src/pages', './src/components', './src/layouts'],
    message: 'Shared code never imports pages, components or islands.',
  },
];

// Type-aware lint with zero warnings allowed (npm run lint).
export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.netlify/',
      '.data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      // WordPress's own files and markup, copied for the bench's peer (bench/wordpress-peer/README.md).
      'bench/wordpress-peer/site/',
      'bench/wordpress-peer/source/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // The import plugin reads TypeScript modules (for no-cycle) only when told to.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/consistent-type-definitions': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y-x': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // Browser code takes zod from src/schemas/zod.ts or zod-mini.ts, which turn off its eval probe under the pages' CSP.
    files: ['src/**/*.{ts,tsx,astro}', 'admin/**/*.{ts,tsx}'],
    ignores: ['src/schemas/zod.ts', 'src/schemas/zod-mini.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "import * as z from '#src/schemas/zod.ts'.", allowTypeImports: true },
            { name: 'zod/mini', message: "import * as z from '#src/schemas/zod-mini.ts'.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // Browsers load zod/mini only (ADR 0025): zod's full build would add 14 KB gzipped to every island page and the admin.
    files: [
      'src/islands/**/*.{ts,tsx}',
      'src/lib/**/*.ts',
      'admin/**/*.{ts,tsx}',
      'src/schemas/{api,auth,client,common,contact,deploy,not-found,project,project-enhanced,settings,taxonomy,upload}.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Browser code uses '#src/schemas/zod-mini.ts'.", allowTypeImports: true },
            { name: 'zod/mini', message: "import * as z from '#src/schemas/zod-mini.ts'.", allowTypeImports: true },
            { name: '#src/schemas/zod.ts', message: "Browser code uses '#src/schemas/zod-mini.ts' (ADR 0025)." },
          ],
        },
      ],
    },
  },
  {
    // Functions take zod/mini with zod's English messages from one module: zod's full build, in any of its entry
    // points, cost every function about a tenth of its import's CPU and more of its first answer (ADR 0107).
    files: ['functions/**/*.ts', 'netlify/functions/**/*.mts'],
    ignores: ['functions/platform/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/**', '!zod/v4/core', '#src/schemas/zod*.ts', '**/src/schemas/zod*.ts'],
              message: "import * as z from '#functions/platform/zod.ts' (ADR 0107).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // zod as a namespace (`import * as z`), so a bundle keeps only what it uses: zod's own `z` object keeps all of zod,
    // its locales included, in every function and island that imports it (ADR 0082).
    files: ['src/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}', 'functions/**/*.ts', 'netlify/**/*.{ts,mts}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind='value'][source.value=/^(zod|zod\\/mini|zod\\/v4(\\/mini)?|zod\\/v4-mini|#src\\/schemas\\/zod(-mini)?\\.ts|#functions\\/platform\\/zod\\.ts)$/] > ImportSpecifier[importKind='value'][imported.name='z']",
          message: "Import zod as a namespace: import * as z from '…' (ADR 0082).",
        },
      ],
    },
  },
  ...astro.configs['flat/recommended'],
  {
    // Astro files lint without types: astro-eslint-parser cannot share the
    // project service's program and rebuilds a type checker for each file, 40%
    // of the lint's CPU for 36 files that are mostly markup. `astro check` still
    // type-checks them strictly (docs/decisions/0061-astro-files-lint-without-types.md).
    files: ['**/*.astro', '**/*.astro/*.ts'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { projectService: false, project: null, extraFileExtensions: ['.astro'] } },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
