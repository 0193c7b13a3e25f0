import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteConnection } from './pglite-connection.ts';
import { PgliteWorkerClient } from './pglite-worker-client.ts';

const folder = mkdtempSync(join(tmpdir(), 'sym-pglite-worker-'));
let connection: PgliteConnection;

beforeAll(async () => {
  connection = new PgliteConnection(await PgliteWorkerClient.open(folder));
  await connection.in('app').exec(`create table items (id int primary key, name text not null, data jsonb,
    tags text[], at timestamptz, flag boolean, amount numeric, bytes bytea)`);
}, 60_000);
afterAll(async () => {
  await connection.close();
  rmSync(folder, { recursive: true, force: true });
});

const insert = 'insert into items values ($1, $2, $3, $4, $5, $6, $7, $8) returning *';
const at = new Date('2026-01-02T03:04:05Z');

describe('PGlite in a worker thread', () => {
  it('answers rows as they left the worker: dates, JSON, arrays, numerics and bytes', async () => {
    const bytes = new Uint8Array([0, 1, 254, 255]);
    const inserted = await connection.query(insert, [
      1,
      'first',
      { a: [1, 'two'] },
      ['x', 'y'],
      at,
      true,
      '12.50',
      bytes,
    ]);
    expect(inserted.affectedRows).toBe(1);
    const { rows, fields } = await connection.query<Record<string, unknown>>('select * from items where id = $1', [1]);
    expect(fields.map((field) => field.name)).toEqual(['id', 'name', 'data', 'tags', 'at', 'flag', 'amount', 'bytes']);
    expect(rows[0]).toEqual({
      id: 1,
      name: 'first',
      data: { a: [1, 'two'] },
      tags: ['x', 'y'],
      at,
      flag: true,
      amount: '12.50',
      bytes,
    });
    // drizzle's parsers keep the text of timestamps: they travel as types to keep, in array mode too.
    const arrays = await connection.query('select at, id from items', [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(arrays.rows).toEqual([['2026-01-02 03:04:05+00', 1]]);
  });

  it('refuses a parser that changes the text, which cannot cross to the worker', async () => {
    const refused = connection.query('select 1', [], { parsers: { 23: (value: string) => Number(value) * 2 } });
    await expect(refused).rejects.toThrow(/must keep the text/);
  });

  it("carries PostgreSQL's error fields across and rolls a failed transaction back", async () => {
    const failed = connection.transaction(async (tx) => {
      await tx.query(insert, [2, 'second', null, null, null, null, null, null]);
      await tx.query(insert, [1, 'again', null, null, null, null, null, null]);
    });
    await expect(failed).rejects.toMatchObject({
      code: '23505',
      constraint: 'items_pkey',
      query: insert,
      message: expect.stringMatching(/duplicate key/),
    });
    const { rows } = await connection.query<{ n: number }>('select count(*)::int as n from items');
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction and keeps it to itself until then', async () => {
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    const transaction = connection.transaction(async (tx) => {
      await tx.query(insert, [3, 'third', null, null, null, null, null, null]);
      await paused;
    });
    const outside = connection.query<{ n: number }>('select count(*)::int as n from items');
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 2 }]);
  });

  it('keeps the data in its folder: a second worker opened after close reads it', async () => {
    const other = mkdtempSync(join(tmpdir(), 'sym-pglite-worker-'));
    try {
      const first = new PgliteConnection(await PgliteWorkerClient.open(other));
      await first.in('app').exec(`create table notes (body text); insert into notes values ('kept')`);
      await first.close();
      await expect(first.query('select 1')).rejects.toThrow(/closed/);
      const second = new PgliteConnection(await PgliteWorkerClient.open(other));
      expect((await second.query('select body from notes')).rows).toEqual([{ body: 'kept' }]);
      await second.close();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
