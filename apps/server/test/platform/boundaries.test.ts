import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const fixtures = fileURLToPath(new URL('../lint-fixtures/', import.meta.url));

/** The boundary rules of the root eslint.config.js, the very objects `npm run lint` uses. */
async function boundaryLinter(): Promise<ESLint> {
  const config = (await import(path.join(root, 'eslint.config.js'))) as {
    boundaries: Linter.Config[];
    default: Linter.Config[];
  };
  expect(config.default).toEqual(expect.arrayContaining(config.boundaries));
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    // Syntax only: the rule reads import paths, no type information needed.
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...config.boundaries],
  });
}

/**
 * The fixture's lines marked "crossing" (or "crossing: <who>, ..." naming `who`), and the lines the rule
 * reported when linted at `asPath`.
 */
async function lintFixture(eslint: ESLint, fixture: string, asPath: string, who?: string) {
  const text = fs.readFileSync(path.join(fixtures, fixture), 'utf8');
  const marked = (line: string) => {
    const mark = /\/\/ crossing(?::(.*))?$/.exec(line.trimEnd());
    return mark !== null && (who === undefined || (mark[1] ?? '').split(',').some((w) => w.trim() === who));
  };
  const expected = text.split('\n').flatMap((line, i) => (marked(line) ? [i + 1] : []));
  const [result] = await eslint.lintText(text, { filePath: path.join(root, asPath) });
  const reported = result!.messages.filter((m) => m.ruleId === 'no-restricted-imports');
  return { expected, reported, others: result!.messages.filter((m) => m.ruleId !== 'no-restricted-imports') };
}

describe('boundaries (eslint.config.js)', () => {
  it('fails platform code that imports a module', async () => {
    const eslint = await boundaryLinter();
    const { expected, reported, others } = await lintFixture(
      eslint,
      'platform-imports-a-module.ts',
      'apps/server/src/platform/auth/fixture.ts',
    );
    expect(expected).toHaveLength(3);
    expect(reported.map((m) => m.line)).toEqual(expected);
    expect(reported[0]!.message).toContain('platform/ never imports a module');
    expect(others).toEqual([]);
  });

  it("fails a module that imports another module's files other than its index.js, the registry or its own index", async () => {
    const eslint = await boundaryLinter();
    const { expected, reported, others } = await lintFixture(
      eslint,
      'module-crosses-another-module.ts',
      'apps/server/src/modules/chat/fixture.ts',
    );
    expect(expected).toHaveLength(10);
    expect(reported.map((m) => m.line)).toEqual(expected);
    const messageAt = (line: number) => reported.find((m) => m.line === line)!.message;
    expect(messageAt(expected[0]!)).toContain('never its tables');
    expect(messageAt(expected[2]!)).toContain("import '../<module>/index.js'");
    expect(messageAt(expected[5]!)).toContain('never imports the registry');
    expect(messageAt(expected[6]!)).toContain("platform/ and other modules' index.js only");
    expect(messageAt(expected[7]!)).toContain('its index.ts is for other modules');
    expect(others).toEqual([]);
  });

  it("fails a module's nested file too, counting its folders", async () => {
    const eslint = await boundaryLinter();
    const { expected, reported } = await lintFixture(
      eslint,
      'nested-module-file.ts',
      'apps/server/src/modules/participants/import/fixture.ts',
    );
    expect(expected).toHaveLength(4);
    expect(reported.map((m) => m.line)).toEqual(expected);
  });

  it("fails a module's index.ts that exports a table", async () => {
    const eslint = await boundaryLinter();
    const { expected, reported } = await lintFixture(
      eslint,
      'module-index-exports-a-table.ts',
      'apps/server/src/modules/chat/index.ts',
    );
    expect(expected).toHaveLength(2);
    expect(reported.map((m) => m.line)).toEqual(expected);
    expect(reported[0]!.message).toContain('never part of its public surface');
  });

  it("fails the registry and app.ts when they reach past a module's index.js", async () => {
    const eslint = await boundaryLinter();
    const registry = await lintFixture(
      eslint,
      'composers-import-module-files.ts',
      'apps/server/src/modules/index.ts',
      'registry',
    );
    expect(registry.expected).toHaveLength(5);
    expect(registry.reported.map((m) => m.line)).toEqual(registry.expected);
    const app = await lintFixture(eslint, 'composers-import-module-files.ts', 'apps/server/src/app.ts', 'app');
    expect(app.expected).toHaveLength(1);
    expect(app.reported.map((m) => m.line)).toEqual(app.expected);
  });

  it('finds a public surface (index.ts) in every module', () => {
    const modules = path.join(root, 'apps/server/src/modules');
    const names = fs.readdirSync(modules, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((e) => !fs.existsSync(path.join(modules, e.name, 'index.ts'))).map((e) => e.name)).toEqual([]);
  });

  it('finds no crossing in the server today', async () => {
    const eslint = await boundaryLinter();
    const results = await eslint.lintFiles(['apps/server/src/**/*.ts']);
    const crossings = results.flatMap((r) =>
      r.messages.map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.message}`),
    );
    expect(results.length).toBeGreaterThan(100);
    expect(crossings).toEqual([]);
  });
});
