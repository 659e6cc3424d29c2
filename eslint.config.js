import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import fs from 'node:fs';
import { createRequire } from 'node:module';

// The plugin's own pattern for text made of HTML entities (·, —, …), kept when its word list is extended.
const htmlEntities = createRequire(import.meta.url)('eslint-plugin-i18next/lib/options/htmlEntities.js');

/**
 * Boundaries (docs/architecture.md): the server's platform/ never imports a module (it declares a port
 * that app.ts wires), and a module never imports another module's tables, only its public surface.
 * Tested by apps/server/test/platform/boundaries.test.ts.
 */
const SERVER_MODULES = 'apps/server/src/modules';
const moduleNames = fs
  .readdirSync(new URL(`./${SERVER_MODULES}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
export const boundaries = [
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/',
              message: 'platform/ never imports a module: declare a port in platform and wire it in app.ts.',
            },
          ],
        },
      ],
    },
  },
  ...moduleNames.map((name) => ({
    files: [`${SERVER_MODULES}/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // ../<other module>/…/x.table.js; platform's tables and the module's own are fine.
              regex: `^(\\.\\./)+(?!${name}/|platform/)[^./][^/]*/(.+/)?[^/]+\\.table\\.js$`,
              message: 'A module reaches another module through its service (*.service.ts), never its tables.',
            },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      ...['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', '**/*.config.js'],
      // Deliberate violations, linted by apps/server/test/platform/boundaries.test.ts.
      'apps/server/test/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only', message: 'No focused tests.' },
        { object: 'describe', property: 'only', message: 'No focused tests.' },
        { object: 'test', property: 'only', message: 'No focused tests.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Every word a user reads goes through i18next (STYLE.md, Strings).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // A template literal in JSX is a literal too (`{`Saved ${n}`}`).
          'should-validate-template': true,
          words: {
            exclude: [
              // The plugin's defaults: no letters, CONSTANT_CASE, HTML entities, emoji.
              ...['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', htmlEntities, /^\p{Emoji}+$/u],
              // Paths and id prefixes in templates (`/company/${id}/general`, `quick-message-${id}`).
              '[a-z0-9/_?=&#.-]*[/-][a-z0-9/_?=&#.-]*',
            ],
          },
          // Attributes that never hold words: styles, theme tokens, paths, ARIA roles, autofill hints.
          'jsx-attributes': {
            exclude: [
              ...['className', 'style', 'sx', 'type', 'key', 'id', 'width', 'height', 'color', 'to', 'href'],
              ...['role', 'autoComplete', 'inputMode', 'name', 'component', 'data-.*'],
            ],
          },
          // Style objects nested in other props (slotProps).
          'object-properties': { exclude: ['[A-Z_-]+', 'sx'] },
        },
      ],
    },
  },
  {
    // One way to call the API (docs/architecture.md): no API address written by hand in the portal.
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/app/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\u002Fapi(\\u002F|$)/]', 'TemplateElement[value.raw=/^\\u002Fapi(\\u002F|$)/]'].map(
          (selector) => ({
            selector,
            message: 'Call the API through callEndpoint and the endpoint table (docs/architecture.md)',
          }),
        ),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\.?/)+(app/)?api/',
              message: "Import from app/api itself (its index): the transport under callEndpoint isn't for features.",
            },
          ],
        },
      ],
    },
  },
  ...boundaries,
);
