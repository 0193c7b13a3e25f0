import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../db/index.ts';
import { rateLimitCounters } from '../../db/schema.ts';
import { PostgresRateLimitStore } from './postgres-rate-limit.store.ts';
import { itBehavesAsASharedStore, untilWindowEnded } from './shared-store.contract.ts';

// Against the real PostgreSQL (DATABASE_URL, or the local one), in a schema of its own; skipped, saying why, when
// it cannot be reached.
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = `rate_limit_${randomBytes(4).toString('hex')}`;

async function unreachableReason(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const skipReason = await unreachableReason();
if (skipReason)
  console.warn(`PostgresRateLimitStore tests skipped: PostgreSQL at ${DATABASE_URL} unreachable (${skipReason})`);

describe.skipIf(Boolean(skipReason))('PostgresRateLimitStore on PostgreSQL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-rate-limit-'));
  const handles: DatabaseHandle[] = [];
  const sweepErrors: unknown[] = [];
  let first: PostgresRateLimitStore;
  let second: PostgresRateLimitStore;

  const open = async () => {
    const handle = await createDatabase({ DATA_DIR: dataDir, DATABASE_URL, DATABASE_SCHEMA: SCHEMA });
    handles.push(handle);
    return handle;
  };
  const storeOn = (handle: DatabaseHandle, sweepIntervalMs?: number) =>
    new PostgresRateLimitStore({ db: handle.db, onSweepError: (error) => sweepErrors.push(error), sweepIntervalMs });
  const rowOf = async (key: string) =>
    (await handles[0]!.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key)))[0];

  beforeAll(async () => {
    const migrated = await open();
    await migrated.migrate();
    // Two pools on one schema, as two API processes hold them.
    first = storeOn(migrated);
    second = storeOn(await open());
  }, 60_000);

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
    await client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  itBehavesAsASharedStore(() => ({ first, second }));

  it('sweeps the rows of ended windows and keeps the running ones', async () => {
    await first.increment('sweep:ended', 200);
    await first.increment('sweep:running', 60_000);
    await untilWindowEnded(first, 'sweep:ended');
    // The ended window's row stays until a sweep (get only hides it).
    expect(await rowOf('sweep:ended')).toBeDefined();
    expect(await first.sweepEnded()).toBeGreaterThanOrEqual(1);
    expect(await rowOf('sweep:ended')).toBeUndefined();
    expect((await rowOf('sweep:running'))?.count).toBe(1);
  });

  it('starts a sweep by itself once its interval has passed, beside the increment', async () => {
    const eager = storeOn(handles[0]!, 0);
    await eager.increment('auto:ended', 200);
    await untilWindowEnded(eager, 'auto:ended');
    await eager.increment('auto:other', 60_000);
    await eager.close(); // Waits for the sweep that increment started.
    expect(await rowOf('auto:ended')).toBeUndefined();
    expect(sweepErrors).toEqual([]);
  });
});
