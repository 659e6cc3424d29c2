import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import fs from 'node:fs';
import { createRequire } from 'node:module';

// The plugin's own pattern for text made of HTML entities (·, —, …), kept when its word list is extended.
const htmlEntities = createRequire(import.meta.url)('eslint-plugin-i18next/lib/options/htmlEntities.js');

/**
 * Boundaries (docs/architecture.md, "Boundaries" and "Module surfaces"): the server's platform/ never imports
 * a module (it declares a port that app.ts wires); a module reaches another only through its index.ts (its
 * public surface), never its other files; a module's tables are never part of that surface; modules/index.ts
 * (the registry) and app.ts compose modules through their index.ts only. Written as no-restricted-imports
 * patterns on the relative path, one set per module and folder depth (`../` counts where modules/ is).
 * Tested by apps/server/test/platform/boundaries.test.ts.
 */
const SERVER_SRC = 'apps/server/src';
const SERVER_MODULES = `${SERVER_SRC}/modules`;
const subfolders = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const modulesDir = new URL(`./${SERVER_MODULES}/`, import.meta.url);
const moduleNames = subfolders(modulesDir);
/** How many folders deep a module's files go (0: only its own folder). */
const depthOf = (dir) => Math.max(0, ...subfolders(dir).map((sub) => 1 + depthOf(new URL(`${sub}/`, dir))));

const SURFACE = "A module reaches another only through its public surface: import '../<module>/index.js'.";
const TABLES = 'A module reaches another module through its index.js (its services), never its tables.';
const restricted = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map(([regex, message]) => ({ regex, message })) }],
});

/** The patterns of a file `depth` folders below the module `name`'s own. */
function modulePatterns(name, depth) {
  const toModules = `^(\\.\\./){${depth + 1}}`; // ../ (../../ from a sub-folder ...) is modules/
  const other = `(?!${name}/)[^./][^/]*/`; // another module's folder
  const table = '(.+/)?[^/]+\\.table\\.js$';
  return [
    [`${toModules}${other}${table}`, TABLES],
    [`${toModules}${other}(?!index\\.js$)(?!${table})`, SURFACE],
    [`${toModules}[^./][^/]*$`, 'A module never imports the registry (modules/index.ts): the registry lists modules.'],
    [`^(\\.\\./){${depth + 2}}(?!platform/)`, "A module imports platform/ and other modules' index.js only."],
    [
      depth === 0 ? '^\\./index\\.js$' : `^(\\.\\./){${depth}}index\\.js$`,
      'Inside a module, import its files: its index.ts is for other modules (and would make a cycle).',
    ],
  ];
}

export const boundaries = [
  {
    files: [`${SERVER_SRC}/platform/**/*.ts`],
    rules: restricted([
      ['(^|/)modules/', 'platform/ never imports a module: declare a port in platform and wire it in app.ts.'],
    ]),
  },
  ...moduleNames.flatMap((name) => [
    ...Array.from({ length: depthOf(new URL(`${name}/`, modulesDir)) + 1 }, (_, depth) => ({
      files: [`${SERVER_MODULES}/${name}/${'*/'.repeat(depth)}*.ts`],
      ignores: depth === 0 ? [`${SERVER_MODULES}/${name}/index.ts`] : [],
      rules: restricted(modulePatterns(name, depth)),
    })),
    {
      // The public surface: never a table (a reference to another module's row is an id its service checks).
      files: [`${SERVER_MODULES}/${name}/index.ts`],
      rules: restricted([
        ...modulePatterns(name, 0),
        ['\\.table\\.js$', "A module's tables are never part of its public surface (index.ts)."],
      ]),
    },
  ]),
  {
    files: [`${SERVER_MODULES}/index.ts`],
    rules: restricted([
      ['^\\./(?![^/]+/index\\.js$)', "The registry imports each module's index.js only."],
      ['^\\.\\./(?!platform/)', 'The registry imports modules and platform/ only.'],
    ]),
  },
  {
    files: [`${SERVER_SRC}/*.ts`],
    rules: restricted([
      [
        '^\\./modules/(?!index\\.js$|[^/]+/index\\.js$)',
        'app.ts composes modules through the registry and their index.js.',
      ],
    ]),
  },
];

export default tseslint.config(
  {
    ignores: [
      ...['**/node_modules/**', '**/dist/**', '**/.builds/**', 'data/**', 'apps/server/drizzle/**', '**/*.config.js'],
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
  {
    // Files a person can hold in their head (issue 25): at most 400 lines a source file, 300 a component.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  ...boundaries,
);
