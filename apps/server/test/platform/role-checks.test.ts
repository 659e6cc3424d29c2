import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modules = fileURLToPath(new URL('../../src/modules/', import.meta.url));

/**
 * An actor's role asked directly (docs/architecture.md, "Role checks"): a role predicate of
 * packages/contracts/src/policy.ts called, or a `.role` compared, switched on or looked up in a role list.
 * A row's `roleId` (is the chosen advisor an advisor?) is data a service validates, not a role check.
 */
const ROLE_CHECKS: readonly RegExp[] = [
  /\b(?:isAdmin|isPlatform|isPracticeStaff|isStaff|isParticipant|isStaffOf|isCompanyAdminOf|mayActAsRole)\s*\(/,
  /\.role\s*[!=]==|[!=]==\s*[\w.?!]*\.role\b/,
  /\bswitch\s*\(\s*[\w.?!]*\.role\s*\)/,
  /\.includes\(\s*[\w.?!]*\.role\s*\)/,
];

/** Files of apps/server/src/modules, besides the *.policy.ts ones, that may ask a role, each with why. */
const ALLOWED: Readonly<Record<string, string>> = {
  'profiles/people/visibility.ts':
    "the SQL form of the person and participant policies' `view` (lists filter by the same rule in SQL)",
};

/** The TypeScript files under a folder, relative to it. */
function sourcesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** `file:line: text` of each line asking a role (comments left out: they may name a rule). */
function roleChecksIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const code = line.replace(/\/\/.*$/, '');
    if (/^\s*(?:\*|\/\*\*?)/.test(code)) return [];
    return ROLE_CHECKS.some((pattern) => pattern.test(code)) ? [`${file}:${i + 1}: ${line.trim()}`] : [];
  });
}

describe('role checks (docs/architecture.md, "Role checks")', () => {
  const files = sourcesOf(modules);
  const checks = new Map(files.map((file) => [file, roleChecksIn(file, fs.readFileSync(modules + file, 'utf8'))]));

  it('are asked only in policy files: a service or a route asks a named rule, can() or participantScope', () => {
    const outside = files
      .filter((file) => !file.endsWith('.policy.ts') && !(file in ALLOWED))
      .flatMap((file) => checks.get(file)!);
    expect(outside).toEqual([]);
  });

  it('keeps its allow-list true: each file exists and still asks a role', () => {
    expect(Object.keys(ALLOWED).filter((file) => !checks.get(file)?.length)).toEqual([]);
  });

  it('recognises the ways a role is asked, and not the data a service validates', () => {
    const asked = [
      'if (isPlatform(actor)) throw badRequest();',
      'const own = isParticipant(ctx.actor!);',
      'if (actor.role === Role.Consultant) return;',
      'return Role.Participant !== viewer.role;',
      'switch (actor.role) {',
      'if (PLATFORM_ROLES.includes(actor.role)) return;',
    ];
    const data = [
      "if (advisor?.roleId !== Role.Advisor) throw fieldError('advisorId', 'Choose an advisor.');",
      "authorize(actor, 'participantCalendar.change', resource);",
      '// isPlatform(actor) is the rule here',
      'role: ctx.actor.role,',
    ];
    expect(asked.map((line) => roleChecksIn('x.ts', line).length)).toEqual(asked.map(() => 1));
    expect(data.map((line) => roleChecksIn('x.ts', line).length)).toEqual(data.map(() => 0));
  });
});
