/**
 * PGlite's statements prepared once by name and sent as one batch (platform/db/pglite-pipeline.ts): the answers,
 * errors and transactions PGlite's own `query` and `transaction` gave, with plans kept. On an embedded database of
 * its own, whatever the run uses (the pipeline is PGlite's only).
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelineStatements } from '../../src/platform/db/pglite-pipeline.js';

let pg: PGlite;
/** What PostgreSQL holds as prepared statements of this session. */
const preparedNames = async () =>
  (await pg.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((r) => r.name);

beforeAll(async () => {
  pg = await PGlite.create('memory://');
  pipelineStatements(pg);
  await pg.exec('create table notes (id serial primary key, body text not null, made timestamptz, tags int[])');
});
afterAll(async () => pg.close());

describe('PGlite statements in one batch', () => {
  it('answers with the values of each call, typed by PGlite, and prepares a text once', async () => {
    const before = (await preparedNames()).length;
    for (const body of ['first', 'second', "it's third"]) {
      await pg.query('insert into notes (body, made, tags) values ($1, $2, $3)', [body, new Date(0), [1, 2]]);
    }
    const { rows } = await pg.query<{ body: string; made: Date; tags: number[] }>(
      'select body, made, tags from notes where body = any($1) order by id',
      [['first', "it's third"]],
    );
    expect(rows).toEqual([
      { body: 'first', made: new Date(0), tags: [1, 2] },
      { body: "it's third", made: new Date(0), tags: [1, 2] },
    ]);
    // The insert and the select: one prepared statement each, however many calls (the catalogue's was counted before).
    expect((await preparedNames()).length - before).toBe(2);
  });

  it("keeps the caller's parsers over PGlite's (drizzle reads dates as text)", async () => {
    const { rows } = await pg.query<{ made: string }>('select made from notes where body = $1', ['first'], {
      parsers: { 1184: (value: string) => `text:${value}` },
    });
    expect(rows[0]!.made).toMatch(/^text:1970-01-01 00:00:00\+00/);
  });

  it('throws PostgreSQL error with its code and statement, and the next statement runs', async () => {
    const failed = await pg.query('insert into notes (body) values ($1)', [null]).catch((err: unknown) => err);
    expect(failed).toMatchObject({ code: '23502', query: 'insert into notes (body) values ($1)' });
    const syntax = await pg.query('select from where').catch((err: unknown) => err);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await pg.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 3 }]);
  });

  it('commits a transaction, rolls one back on an error, and runs nothing for a transaction that asks nothing', async () => {
    await pg.transaction(async (tx) => {
      await tx.query('insert into notes (body) values ($1)', ['kept']);
    });
    const refused = await pg
      .transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['undone']);
        await tx.query('insert into notes (id, body) values ($1, $2)', [1, 'a duplicate id']);
      })
      .catch((err: unknown) => err);
    expect(refused).toMatchObject({ code: '23505' });
    expect(await pg.transaction(async () => 'nothing asked')).toBe('nothing asked');
    await pg.transaction(async (tx) => {
      await tx.query('insert into notes (body) values ($1)', ['rolled back by the caller']);
      await tx.rollback();
    });
    const bodies = (await pg.query<{ body: string }>('select body from notes order by id')).rows.map((r) => r.body);
    expect(bodies).toContain('kept');
    expect(bodies).not.toContain('undone');
    expect(bodies).not.toContain('rolled back by the caller');
  });

  it('keeps a setting made local to a transaction for its later statements only', async () => {
    const seen = await pg.transaction(async (tx) => {
      await tx.query("select set_config('app.tenant_id', $1, true)", ['brain']);
      return (await tx.query<{ tenant: string }>("select current_setting('app.tenant_id') as tenant")).rows[0]!.tenant;
    });
    expect(seen).toBe('brain');
    const after = await pg.query<{ tenant: string | null }>("select current_setting('app.tenant_id', true) as tenant");
    expect(after.rows[0]!.tenant ?? '').toBe('');
  });

  it('prepares a statement again when its table changed shape under it', async () => {
    const read = () => pg.query<Record<string, unknown>>('select * from notes where id = $1', [1]);
    expect(Object.keys((await read()).rows[0]!)).toEqual(['id', 'body', 'made', 'tags']);
    await pg.exec('alter table notes add column mood text');
    // PostgreSQL refuses the kept plan once ("cached plan must not change result type"); the next call prepares anew.
    const first = await read().catch((err: unknown) => err);
    const rows = first instanceof Error ? (await read()).rows : (first as Awaited<ReturnType<typeof read>>).rows;
    expect(Object.keys(rows[0]!)).toEqual(['id', 'body', 'made', 'tags', 'mood']);
  });

  it('closes the least recently used statements past its limit', async () => {
    for (let i = 0; i < 320; i++) await pg.query(`select $1::int + ${i} as n`, [1]);
    expect((await preparedNames()).length).toBeLessThanOrEqual(301);
    // The oldest texts still answer (prepared again).
    expect((await pg.query<{ n: number }>('select $1::int + 0 as n', [41])).rows).toEqual([{ n: 41 }]);
  });
});
