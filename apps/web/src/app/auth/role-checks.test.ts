import { describe, expect, it } from 'vitest';

/**
 * The signed-in user's role asked directly (docs/architecture.md, "Role checks"): a role predicate of
 * packages/contracts/src/policy.ts called, a role compared with a Role constant or a number, switched on or
 * looked up in a list. The portal asks the shared policy files instead: `can(useActor(), ...)` or a named
 * rule (placementChoices, readsNotificationsGrouped, ...), the very rules the server decides by.
 */
const ROLE_CHECKS: readonly RegExp[] = [
  /\b(?:isAdmin|isPlatform|isPracticeStaff|isStaff|isParticipant|isStaffOf|isCompanyAdminOf|mayActAsRole)\s*\(/,
  /\bRole\.[A-Z]\w*\s*[!=]==|[!=]==\s*Role\.[A-Z]/,
  /\.role\s*[!=]==|[!=]==\s*[\w.?!]*\.role\b/,
  /\b(?:role|roleId|role_id)\s*[!=]==\s*\d/,
  /\bswitch\s*\(\s*[\w.?!]*\b(?:role|roleId|role_id)\s*\)/,
  /\.includes\(\s*[\w.?!]*\b(?:role|roleId|role_id)\s*\)/,
];

/** Every source file of the portal (apps/web/src), tests and their helpers left out. */
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** `file:line: text` of each line asking a role (comments left out: they may name a rule). */
function roleChecksIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const code = line.replace(/\/\/.*$/, '');
    if (/^\s*(?:\*|\/\*\*?)/.test(code)) return [];
    return ROLE_CHECKS.some((pattern) => pattern.test(code)) ? [`${file}:${i + 1}: ${line.trim()}`] : [];
  });
}

describe('role checks (docs/architecture.md, "Role checks")', () => {
  it('reads the whole portal', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(Object.keys(sources)).toContain('./useActor.ts');
  });

  it('are never asked in the portal: a screen asks can() or a named rule of the policy files', () => {
    const found = Object.entries(sources).flatMap(([file, text]) => roleChecksIn(file, text));
    expect(found).toEqual([]);
  });

  it('recognises the ways a role is asked', () => {
    const asked = [
      '{actor && isStaff(actor) ? <QuickMessagesButton /> : null}',
      'const advisor = access.role === Role.Advisor;',
      'if (profile.roleId !== Role.Participant) return;',
      ') : role !== undefined && role !== Role.Participant ? (',
      'const own = claims.role_id === 5;',
      'switch (actor.role) {',
      'if (PLATFORM_ROLES.includes(actor.role)) return null;',
    ];
    const not = [
      'const advisor = readsNotificationsGrouped(access);',
      "if (role === undefined) throw new Error('The access token has no usable claims');",
      'render: (user) => t(`roles.${user.roleId}`),',
      '// isAdmin(actor) decides it',
    ];
    expect(asked.map((line) => roleChecksIn('x.tsx', line).length)).toEqual(asked.map(() => 1));
    expect(not.map((line) => roleChecksIn('x.tsx', line).length)).toEqual(not.map(() => 0));
  });
});
