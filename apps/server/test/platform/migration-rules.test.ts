import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/platform/db/migrate.js';
import { contractViolations } from '../support/migration-rules.js';

/**
 * The rule starts with the first migration after 0034_audit_read_back: the earlier ones were applied with the
 * servers stopped, and some of them drop and rename (0009 drops a column in the same release that stopped
 * reading it).
 */
const FIRST_CHECKED_MIGRATION = 35;

const migrationsFrom = (first: number) =>
  fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_.*\.sql$/.test(name) && Number(name.slice(0, 4)) >= first)
    .sort();

const read = (name: string) => fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');

describe('migrations: expand, then contract (docs/architecture.md)', () => {
  it.each(migrationsFrom(FIRST_CHECKED_MIGRATION).map((name) => [name]))(
    '%s only adds, or names the release that stopped using what it takes away',
    (name) => {
      expect(contractViolations(read(name))).toEqual([]);
    },
  );

  it('refuses what takes away from the old version without a contract comment', () => {
    const destructive = [
      'ALTER TABLE "chat_members" DROP COLUMN "unread_count";',
      'DROP TABLE "routine_shares";',
      'ALTER TABLE "profiles" RENAME COLUMN "phone" TO "phone_number";',
      'ALTER TABLE "tasks" RENAME TO "todos";',
      'ALTER TABLE "tasks" ALTER COLUMN "priority" SET DATA TYPE bigint;',
      'ALTER TABLE "tasks" ALTER COLUMN "priority" TYPE bigint USING "priority"::bigint;',
      'ALTER TABLE "tasks" ALTER COLUMN "title" SET NOT NULL;',
      'ALTER TABLE "tasks" ALTER COLUMN "status" DROP DEFAULT;',
      'DROP INDEX "tasks_due_idx";',
      'ALTER TABLE "tasks" DROP CONSTRAINT "tasks_owner_fk";',
      'REVOKE UPDATE ON "tasks" FROM stride_app;',
      'TRUNCATE "tasks";',
      'ALTER TABLE "tasks" ADD COLUMN "owner_id" integer NOT NULL;',
      'ALTER TABLE "tasks" ADD CONSTRAINT "tasks_title_unique" UNIQUE("title");',
      'CREATE UNIQUE INDEX "tasks_title_idx" ON "tasks" USING btree ("title");',
      // drizzle's own layout: the breakpoint comment is not a contract comment.
      'CREATE TABLE "x" ("id" serial);--> statement-breakpoint\nDROP TABLE "tasks";',
    ];
    for (const sql of destructive) expect(contractViolations(sql), sql).toHaveLength(1);
  });

  it('would have stopped 0009, which dropped a column in the release that stopped reading it', () => {
    expect(contractViolations(read('0009_chat_drop_unread_count.sql'))).toEqual([
      expect.objectContaining({ statement: 'ALTER TABLE "chat_members" DROP COLUMN "unread_count"' }),
    ]);
  });

  it('allows a destructive statement after a contract comment naming the release', () => {
    const sql = [
      'ALTER TABLE "tasks" ADD COLUMN "owner_id" integer;',
      '--> statement-breakpoint',
      '-- contract: no code reads tasks.owner since release 2026.12 (issue 31)',
      'ALTER TABLE "tasks" DROP COLUMN "owner";',
      '--> statement-breakpoint',
      'ALTER TABLE "tasks" ALTER COLUMN "owner_id" SET NOT NULL; -- the comment covers only its own statement',
    ].join('\n');
    expect(contractViolations(sql)).toEqual([
      expect.objectContaining({ statement: 'ALTER TABLE "tasks" ALTER COLUMN "owner_id" SET NOT NULL' }),
    ]);
  });

  it('allows what only adds, and anything on a table the same migration creates', () => {
    const sql = `
      CREATE TABLE "notes" ("id" serial PRIMARY KEY, "tenant_id" text NOT NULL, "title" text NOT NULL);--> statement-breakpoint
      ALTER TABLE "notes" ADD CONSTRAINT "notes_title_unique" UNIQUE("tenant_id", "title");--> statement-breakpoint
      CREATE UNIQUE INDEX "notes_title_idx" ON "notes" USING btree ("title");--> statement-breakpoint
      ALTER TABLE "tasks" ADD COLUMN "note_id" integer;--> statement-breakpoint
      ALTER TABLE "tasks" ADD COLUMN "done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
      ALTER TABLE "tasks" ADD CONSTRAINT "tasks_note_fk" FOREIGN KEY ("note_id") REFERENCES "notes"("id");--> statement-breakpoint
      CREATE INDEX IF NOT EXISTS "tasks_note_idx" ON "tasks" USING btree ("note_id");--> statement-breakpoint
      UPDATE "tasks" SET "note_id" = NULL WHERE 'it''s; DROP TABLE x' = '';--> statement-breakpoint
      CREATE OR REPLACE FUNCTION notes_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DROP TABLE IF EXISTS scratch; RETURN NEW;
      END
      $$;--> statement-breakpoint
      CREATE TRIGGER tasks_no_truncate BEFORE TRUNCATE ON "tasks" FOR EACH STATEMENT EXECUTE FUNCTION notes_guard();
    `;
    expect(contractViolations(sql)).toEqual([]);
  });
});
