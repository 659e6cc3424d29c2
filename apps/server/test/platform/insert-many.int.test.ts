/**
 * insertMany (platform/db/insert-many.ts) stores what drizzle's insert().values() stores: the same rows, read back,
 * from the same values, defaults and mappings included, in their order.
 */
import { asc, sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/client.js';
import { insertMany } from '../../src/platform/db/insert-many.js';
import { openTestDatabase } from '../support/database.js';

const shapeOf = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    note: text('note'),
    kind: text('kind').notNull().default('plain'),
    slug: text('slug')
      .notNull()
      .$defaultFn(() => 'made-by-default-fn'),
    count: integer('count').notNull().default(0),
    done: boolean('done').notNull().default(false),
    on: date('on'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ids: integer('ids').array(),
    body: jsonb('body').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  });

const byDrizzle = shapeOf('insert_many_by_drizzle');
const byJson = shapeOf('insert_many_by_json');

const rows: (typeof byDrizzle.$inferInsert)[] = [
  {
    title: 'all given',
    note: 'a "quoted" note, with \\ and \n and ünïcode',
    kind: 'rich',
    slug: 'given',
    count: 7,
    done: true,
    on: '2026-11-29',
    at: new Date('2026-11-29T08:30:00.123Z'),
    tags: ['a', 'b c', 'd"e', '{f}'],
    ids: [1, 2, 3],
    body: { nested: { list: [1, 'two', null] }, text: 'x' },
  },
  { title: 'defaults left out' },
  { title: 'nulls given', note: null, on: null, at: null, ids: null, body: null },
  { title: 'a json string and an empty list', body: 'just text', tags: [] },
  { title: 'a json array', body: [1, 2, { three: 3 }], count: -4 },
];

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  for (const name of ['insert_many_by_drizzle', 'insert_many_by_json']) {
    await database.db.execute(
      sql.raw(`create table ${name} (id serial primary key, title text not null, note text, kind text not null default 'plain',
        slug text not null, count integer not null default 0, done boolean not null default false, "on" date,
        at timestamptz, tags text[] not null default '{}', ids integer[], body jsonb, created_at timestamptz not null default now())`),
    );
  }
});
afterAll(() => database.close());

const readBack = async (table: typeof byDrizzle) =>
  (await database.db.select().from(table).orderBy(asc(table.id))).map(({ createdAt, ...row }) => {
    expect(createdAt).toBeInstanceOf(Date);
    return row;
  });

describe('insertMany', () => {
  it('stores what drizzle stores, in order, and returns the columns asked for', async () => {
    await database.db.insert(byDrizzle).values(rows);
    const returned = await insertMany(database.db, byJson, rows, { id: byJson.id, title: byJson.title, at: byJson.at });

    const expected = await readBack(byDrizzle);
    expect(await readBack(byJson)).toEqual(expected);
    expect(expected[0]!.body).toEqual(rows[0]!.body);
    expect(expected[1]).toMatchObject({ kind: 'plain', slug: 'made-by-default-fn', count: 0, done: false, tags: [] });
    expect(returned.map((r) => r.title)).toEqual(rows.map((r) => r.title));
    expect(returned[0]!.at).toEqual(new Date('2026-11-29T08:30:00.123Z'));
    expect(returned.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it('sends an SQL value drizzle’s way, and inserts nothing for no rows', async () => {
    const [row] = await insertMany(database.db, byJson, [{ title: 'by sql', note: sql`upper('made')` }], {
      note: byJson.note,
    });
    expect(row).toEqual({ note: 'MADE' });
    expect(await insertMany(database.db, byJson, [], { id: byJson.id })).toEqual([]);
  });
});
