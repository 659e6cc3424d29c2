/**
 * The expand-then-contract rule for migrations (docs/architecture.md, "Migrations: expand, then contract"): while
 * one process of the new version migrates, the processes of the old one keep serving on the same database, so a
 * migration may only add. A statement that takes away what running code may use is allowed only in a later
 * release, after a `-- contract: <release that stopped using it>` comment just before it.
 */

export interface MigrationStatement {
  /** The statement without its comments and function bodies, whitespace collapsed. */
  code: string;
  /** The comment lines written since the previous statement ended, and inside this one. */
  comments: string[];
}

export interface Violation {
  statement: string;
  reason: string;
}

/** Splits a migration on `;` outside quotes, dollar-quoted bodies and comments (drizzle's breakpoints are comments). */
export function splitStatements(sql: string): MigrationStatement[] {
  const statements: MigrationStatement[] = [];
  let code = '';
  let comments: string[] = [];
  let i = 0;
  const flush = () => {
    const text = code.replace(/\s+/g, ' ').trim();
    if (text) statements.push({ code: text, comments });
    code = '';
    comments = [];
  };
  while (i < sql.length) {
    const rest = sql.slice(i);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      comments.push(sql.slice(i, stop).trim());
      i = stop;
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      const stop = end === -1 ? sql.length : end + 2;
      comments.push(sql.slice(i, stop).trim());
      i = stop;
      continue;
    }
    const dollar = /^\$[A-Za-z_0-9]*\$/.exec(rest);
    if (dollar) {
      // A function's body runs later, when it is called: its words are not this migration's statements.
      const end = sql.indexOf(dollar[0], i + dollar[0].length);
      i = end === -1 ? sql.length : end + dollar[0].length;
      code += ' $body$ ';
      continue;
    }
    if (rest.startsWith("'")) {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === "'" && sql[j + 1] !== "'")) j += sql[j] === "'" ? 2 : 1;
      code += sql.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (sql[i] === ';') {
      flush();
      i++;
      continue;
    }
    code += sql[i];
    i++;
  }
  flush();
  return statements;
}

const CONTRACT_COMMENT = /^--\s*contract:\s*\S/i;

/** Statements that take away something the old version may still use, each with why it breaks that version. */
const DESTRUCTIVE: { pattern: RegExp; reason: string }[] = [
  {
    pattern:
      /\bDROP\s+(TABLE|VIEW|MATERIALIZED\s+VIEW|TYPE|FUNCTION|TRIGGER|SCHEMA|SEQUENCE|POLICY|COLUMN|CONSTRAINT)\b/i,
    reason: 'drops what the old version may still read or write',
  },
  // A unique index may be what an old ON CONFLICT relies on; a replaced index is annotated as well.
  { pattern: /\bDROP\s+INDEX\b/i, reason: 'drops an index the old version may rely on (ON CONFLICT, its plans)' },
  { pattern: /\bRENAME\b/i, reason: 'renames what the old version names' },
  {
    pattern: /\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i,
    reason: "changes a column's type under the old version",
  },
  { pattern: /\bSET\s+NOT\s+NULL\b/i, reason: "refuses the old version's writes that leave the column out" },
  { pattern: /\bDROP\s+DEFAULT\b/i, reason: "refuses the old version's writes that leave the column out" },
  { pattern: /^TRUNCATE\b/i, reason: 'empties a table the old version reads' },
  { pattern: /\bREVOKE\b/i, reason: 'takes a privilege away from the role the old version runs as' },
];

const quoted = (name: string) => name.replace(/"/g, '').toLowerCase();

/** The tables a migration creates: constraints and indexes on them cannot hurt code that never knew them. */
function createdTables(statements: MigrationStatement[]): Set<string> {
  const names = new Set<string>();
  for (const { code } of statements) {
    const match = /^CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?((?:"[^"]+"\.)?"?[\w]+"?)/i.exec(code);
    if (match) names.add(quoted(match[1]!.split('.').pop()!));
  }
  return names;
}

/** The table an ALTER TABLE or CREATE INDEX … ON statement is about. */
function tableOf(code: string): string | undefined {
  const match =
    /^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?((?:"[^"]+"\.)?"?[\w]+"?)/i.exec(code) ??
    /\bON\s+(?:ONLY\s+)?((?:"[^"]+"\.)?"?[\w]+"?)/i.exec(code);
  return match ? quoted(match[1]!.split('.').pop()!) : undefined;
}

/** Why a statement on a table that already existed refuses the old version's writes, if it does. */
function narrowsExistingTable(code: string): string | undefined {
  if (/\bADD\s+COLUMN\b/i.test(code) && /\bNOT\s+NULL\b/i.test(code) && !/\b(DEFAULT|GENERATED)\b/i.test(code))
    return "adds a NOT NULL column without a default: the old version's inserts leave it out";
  if (/\bADD\s+CONSTRAINT\b/i.test(code) && /\b(CHECK|UNIQUE|PRIMARY\s+KEY|EXCLUDE)\b/i.test(code))
    return "adds a constraint the old version's writes may break";
  if (/^CREATE\s+UNIQUE\s+INDEX\b/i.test(code)) return "adds a unique index the old version's writes may break";
  return undefined;
}

/** The statements of one migration that break the rule, each with why. */
export function contractViolations(sql: string): Violation[] {
  const statements = splitStatements(sql);
  const created = createdTables(statements);
  const violations: Violation[] = [];
  for (const { code: statement, comments } of statements) {
    if (comments.some((line) => CONTRACT_COMMENT.test(line))) continue;
    // The words inside a string literal are data, not statements.
    const code = statement.replace(/'(?:[^']|'')*'/g, "''");
    const destructive = DESTRUCTIVE.find(({ pattern }) => pattern.test(code));
    const table = tableOf(code);
    const reason = destructive?.reason ?? (table && !created.has(table) ? narrowsExistingTable(code) : undefined);
    if (reason) violations.push({ statement, reason });
  }
  return violations;
}
