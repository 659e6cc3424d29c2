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

/** The fixture's lines marked "crossing", and the lines the rule reported when linted at `asPath`. */
async function lintFixture(eslint: ESLint, fixture: string, asPath: string) {
  const text = fs.readFileSync(path.join(fixtures, fixture), 'utf8');
  const expected = text.split('\n').flatMap((line, i) => (line.trimEnd().endsWith('// crossing') ? [i + 1] : []));
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

  it("fails a module that imports another module's tables, not its service, presenter or own tables", async () => {
    const eslint = await boundaryLinter();
    const { expected, reported, others } = await lintFixture(
      eslint,
      'module-imports-another-modules-table.ts',
      'apps/server/src/modules/chat/fixture.ts',
    );
    expect(expected).toHaveLength(3);
    expect(reported.map((m) => m.line)).toEqual(expected);
    expect(reported[0]!.message).toContain('never its tables');
    expect(others).toEqual([]);
  });

  it("fails a module's nested file too", async () => {
    const eslint = await boundaryLinter();
    const { expected, reported } = await lintFixture(
      eslint,
      'nested-module-file.ts',
      'apps/server/src/modules/participants/import/fixture.ts',
    );
    expect(expected).toHaveLength(1);
    expect(reported.map((m) => m.line)).toEqual(expected);
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
