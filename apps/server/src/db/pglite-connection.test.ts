import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PgliteConnection } from './pglite-connection.ts';
import { PgliteEngine } from './pglite-engine.ts';
import { PgliteStatistics } from './pglite-statistics.ts';
import { StatementCache } from './pglite-statements.ts';

let client: PGlite;
let connection: PgliteConnection;

// One database for the file (PGlite's initdb takes seconds); each test starts with an empty table.
beforeAll(async () => {
  client = await PGlite.create();
  connection = new PgliteConnection(new PgliteEngine(client));
}, 60_000);
beforeEach(async () => {
  await connection.in('app').exec(`drop table if exists items; create table items (id int primary key,
    name text not null, data jsonb, tags text[], at timestamptz, flag boolean, amount numeric)`);
  await connection.forgetStatements();
});
afterAll(() => connection.close());

const row = [1, 'first', { a: [1, 'two'] }, ['x', 'y'], new Date('2026-01-02T03:04:05Z'), true, '12.50'];
const insert = 'insert into items values ($1, $2, $3, $4, $5, $6, $7) returning *';

describe('PgliteConnection', () => {
  it('answers what PGlite answers: values sent by their type, rows in object and array mode', async () => {
    const ours = await connection.query(insert, row);
    const select = 'select * from items where id = $1 and flag = $2';
    const theirs = await client.query(select, [1, true]);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.affectedRows).toBe(1);
    for (let time = 0; time < 3; time += 1) {
      // The second and third runs use the prepared statement.
      expect((await connection.query(select, [1, true])).rows).toEqual(theirs.rows);
      const arrays = await connection.query(select, [1, true], { rowMode: 'array', parsers: { 1184: String } });
      expect(arrays.rows).toEqual(
        (await client.query(select, [1, true], { rowMode: 'array', parsers: { 1184: String } })).rows,
      );
      // The caller's parser wins for its type; the client's parse the others (json, int, bool).
      const own = { parsers: { 1184: (value: string) => value } };
      const objects = await connection.query<Record<string, unknown>>(select, [1, true], own);
      expect(objects.rows).toEqual((await client.query(select, [1, true], own)).rows);
      expect(objects.rows[0]).toMatchObject({ id: 1, data: { a: [1, 'two'] }, tags: ['x', 'y'], flag: true });
      expect(typeof objects.rows[0]!.at).toBe('string');
    }
    expect((await connection.query('select $1::int is null as empty', [null])).rows).toEqual([{ empty: true }]);
  });

  it('reports a failed statement with its code and query, and carries on', async () => {
    await connection.query(insert, row);
    const failed = await connection.query(insert, row).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '23505', query: insert });
    const syntax = await connection.query('select from nowhere where', []).catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await connection.query('select count(*)::int as n from items')).rows).toEqual([{ n: 1 }]);
  });

  it('keeps a transaction atomic: a failure rolls back all its writes', async () => {
    const failed = connection.transaction(async (tx) => {
      await tx.query(insert, row);
      await tx.query(insert, [2, ...row.slice(1)]);
      await tx.query(insert, row); // duplicate key
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect((await connection.query('select count(*)::int as n from items')).rows).toEqual([{ n: 0 }]);
    // A statement first prepared in the rolled-back transaction still runs.
    expect((await connection.query(insert, row)).affectedRows).toBe(1);
  });

  it('keeps a transaction isolated: a statement from outside runs after its commit', async () => {
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    const seen: number[] = [];
    const transaction = connection.transaction(async (tx) => {
      await tx.query(insert, row);
      await paused; // other work while the transaction holds its turn
      await tx.query('update items set name = $1 where id = $2', ['changed', 1]);
    });
    const outside = connection.query<{ name: string }>('select name from items where id = $1', [1]).then((result) => {
      seen.push(result.rows.length);
      return result.rows[0]?.name;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]); // still waiting for the transaction's turn to end
    release();
    await transaction;
    await expect(outside).resolves.toBe('changed');
  });

  it('rolls back a failed transaction after its statements sent at once, never between them', async () => {
    const failed = connection.transaction((tx) =>
      Promise.all([
        tx.query(insert, row),
        tx.query(insert, row), // duplicate key: the transaction fails
        ...[2, 3, 4].map((id) => tx.query(insert, [id, ...row.slice(1)])),
      ]),
    );
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect((await connection.query('select count(*)::int as n from items')).rows).toEqual([{ n: 0 }]);
  });

  it("answers each of a transaction's statements sent at once with its own rows", async () => {
    await connection.query('insert into items (id, name) select n, $1 || n from generate_series(1, 20) n', ['item ']);
    const answers = await connection.transaction((tx) =>
      Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          // Different texts: each is prepared (one exchange) and then run (another) while the others are too.
          tx.query<{ name: string }>(`select name, ${index} as n from items where id = $1`, [index + 1]),
        ),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]?.name)).toEqual(
      Array.from({ length: 20 }, (_, index) => `item ${index + 1}`),
    );
  });

  it('runs pg-boss style statements in the background lane and several statements through exec', async () => {
    const background = connection.in('background');
    const results = await background.exec(`insert into items (id, name) values (5, 'five'); select name from items`);
    expect(results.at(-1)?.rows).toEqual([{ name: 'five' }]);
    expect((await background.query('select name from items where id = $1', [5])).rows).toEqual([{ name: 'five' }]);
  });

  it('sees a changed table again after forgetting its statements', async () => {
    await connection.query(insert, row);
    const select = 'select * from items where id = $1';
    expect(Object.keys((await connection.query<object>(select, [1])).rows[0]!)).not.toContain('extra');
    await connection.in('app').exec('alter table items add column extra text');
    await connection.forgetStatements();
    expect((await connection.query<object>(select, [1])).rows[0]).toMatchObject({ extra: null });
  });
});

describe('StatementCache', () => {
  const count = async () =>
    Number((await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n);

  it('prepares a text first sent several times at once under one name', async () => {
    const cache = new StatementCache(client);
    const before = await count();
    const answers = await Promise.all([1, 2, 3].map((value) => cache.query('select $1::int as v', [value])));
    expect(answers.map((answer) => answer.rows)).toEqual([[{ v: 1 }], [{ v: 2 }], [{ v: 3 }]]);
    expect(await count()).toBe(before + 1);
    await cache.clear();
    expect(await count()).toBe(before);
  });

  it('closes the least recently used statement past its limit and prepares it again when asked', async () => {
    const cache = new StatementCache(client, { maxStatements: 2 });
    for (const value of [1, 2, 3]) await cache.query(`select ${value} as v`);
    expect(cache.size).toBe(2);
    await cache.query('select 2 as v'); // sends the pending close of "select 1"
    expect(await count()).toBe(2);
    expect((await cache.query('select 1 as v')).rows).toEqual([{ v: 1 }]);
  });
});

describe('PgliteStatistics', () => {
  it('analyzes tables with rows that never were, once', async () => {
    await connection.query('insert into items (id, name) select n, $1 from generate_series(1, 200) n', ['row']);
    const statistics = new PgliteStatistics(connection);
    expect(await statistics.refresh()).toBe(1);
    const { rows } = await connection.query<{ reltuples: number }>(
      `select reltuples from pg_class where relname = 'items'`,
    );
    expect(rows[0]!.reltuples).toBe(200);
    expect(await statistics.refresh()).toBe(0);
  });
});

describe('PgliteConnection.close', () => {
  it('fails statements after close', async () => {
    await connection.close();
    await expect(connection.query('select 1')).rejects.toThrow(/closed/);
  });
});
