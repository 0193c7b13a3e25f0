import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/index.ts';
import type { CollabEmit, CollabMember } from '../src/realtime/collab/collab-store.ts';
import { createPostgresCollabStore, type PostgresCollabStore } from '../src/realtime/collab/postgres-collab-store.ts';

// Presence, locks and selections shared by several API processes through one database: each store below stands
// for one process (its own processId and, on PostgreSQL, its own connection pool). The clock is injected, so a
// process "dies" by no longer sweeping while the others' clock moves past its lease. Runs on PGlite by default
// (the stores share the one embedded connection) and on PostgreSQL when DATABASE_URL is set.

const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `collab_${randomBytes(4).toString('hex')}` : 'public';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-collab-store-'));
const PROCESS_LEASE_MS = 10_000;
const FIELD = { fieldType: 'shot.description', fieldId: randomUUID() };
const SHOT = randomUUID();
const handles: DatabaseHandle[] = [];

async function openDatabase(): Promise<DatabaseHandle> {
  const database = await createDatabase({ DATA_DIR: root, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
  handles.push(database);
  return database;
}

function member(userId: string, socketId: string): CollabMember {
  return { socketId, userId, username: `User ${userId}`, email: `${userId}@example.com` };
}

const names = (emits: CollabEmit[]) => emits.map((emit) => emit.event);
const find = <E extends CollabEmit['event']>(emits: CollabEmit[], event: E) =>
  emits.find((emit): emit is Extract<CollabEmit, { event: E }> => emit.event === event);
/** The events as [name, userId, reason?] triples, for comparisons that ignore the rest of the payload. */
const summary = (emits: CollabEmit[]) =>
  emits.map((emit) => {
    const payload = emit.payload as { userId?: string; reason?: string };
    return [emit.event, payload.userId, payload.reason].filter((part) => part !== undefined);
  });

describe('collaboration state shared through the database', () => {
  let primary: DatabaseHandle;
  let clock: number;
  let projectId: string;
  const now = () => clock;

  beforeAll(async () => {
    // The migrated template global-setup.ts made once (PGlite); PostgreSQL gets a fresh schema instead.
    const template = databaseUrl ? undefined : inject('pgliteTemplateDir');
    if (template) fs.cpSync(template, path.join(root, 'db'), { recursive: true });
    primary = await openDatabase();
    await primary.migrate();
  });

  beforeEach(async () => {
    await primary.executeSql('DELETE FROM collab_projects; DELETE FROM collab_processes');
    clock = Date.now();
    projectId = randomUUID();
  });

  afterAll(async () => {
    for (const handle of handles) await handle.close().catch(() => undefined);
    fs.rmSync(root, { recursive: true, force: true });
    if (!databaseUrl) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  /** One API process's store: on PostgreSQL with a connection pool of its own. */
  async function startProcess(processId: string): Promise<PostgresCollabStore> {
    const database = databaseUrl ? await openDatabase() : primary;
    return createPostgresCollabStore(database, { now, processId, processLeaseMs: PROCESS_LEASE_MS });
  }

  const projectRows = async () =>
    (await primary.executeSql('SELECT project_id FROM collab_projects WHERE project_id = $1', [projectId])).rows;
  const processIds = async () =>
    (
      (await primary.executeSql('SELECT process_id FROM collab_processes ORDER BY process_id', [])).rows as Array<{
        process_id: string;
      }>
    ).map((row) => row.process_id);

  it('shows people who joined through different processes to each other', async () => {
    const [a, b] = [await startProcess('process-a'), await startProcess('process-b')];
    // Both at once into a project nobody is in yet: one creates the row, the other waits for it.
    const [ann, bob] = await Promise.all([
      a.join(projectId, member('ann', 'a-1')),
      b.join(projectId, member('bob', 'b-1')),
    ]);
    expect(names(ann.emits)).toEqual(['user:joined', 'project:users', 'project:locks', 'project:shot-selections']);
    expect(names(bob.emits)).toEqual(['user:joined', 'project:users', 'project:locks', 'project:shot-selections']);
    const seenByLast = [ann, bob]
      .map((outcome) => find(outcome.emits, 'project:users')!.payload.users.map((user) => user.userId))
      .sort((left, right) => right.length - left.length)[0];
    expect(seenByLast?.sort()).toEqual(['ann', 'bob']);
    for (const store of [a, b]) {
      const users = (await store.snapshot(projectId)).users;
      expect(users.map((user) => [user.userId, user.socketId]).sort()).toEqual([
        ['ann', 'a-1'],
        ['bob', 'b-1'],
      ]);
    }
  });

  it('refuses through one process a field locked through another, until taken over with force', async () => {
    const [a, b] = [await startProcess('process-a'), await startProcess('process-b')];
    await a.join(projectId, member('ann', 'a-1'));
    await b.join(projectId, member('bob', 'b-1'));
    expect(names((await a.lock(projectId, member('ann', 'a-1'), FIELD, false)).emits)).toEqual(['field:locked']);

    const refused = await b.lock(projectId, member('bob', 'b-1'), FIELD, false);
    expect(refused.refused?.code).toBe('CONFLICT');
    expect(refused.emits).toEqual([
      expect.objectContaining({
        event: 'field:lock:failed',
        to: { kind: 'socket', socketId: 'b-1' },
        payload: expect.objectContaining({ ...FIELD, lockedBy: expect.objectContaining({ userId: 'ann' }) }),
      }),
    ]);
    expect((await a.snapshot(projectId)).locks.map((lock) => lock.userId)).toEqual(['ann']);

    const taken = await b.lock(projectId, member('bob', 'b-1'), FIELD, true);
    expect(taken.refused).toBeUndefined();
    expect(taken.emits.map((emit) => emit.payload)).toEqual([
      { projectId, ...FIELD, userId: 'ann', reason: 'taken', takenBy: 'bob' },
      expect.objectContaining({ projectId, ...FIELD, userId: 'bob' }),
    ]);
    expect((await a.unlock(projectId, member('ann', 'a-1'), FIELD)).refused?.code).toBe('FORBIDDEN');
    expect((await a.snapshot(projectId)).locks.map((lock) => lock.userId)).toEqual(['bob']);
  });

  it("ends a dead process's presence, locks and selections in a survivor's sweep, once with two sweeps racing", async () => {
    const [a, b, c] = [
      await startProcess('process-a'),
      await startProcess('process-b'),
      await startProcess('process-c'),
    ];
    await a.join(projectId, member('ann', 'a-1'));
    await b.join(projectId, member('bob', 'b-1'));
    await b.lock(projectId, member('bob', 'b-1'), FIELD, false);
    await b.select(projectId, member('bob', 'b-1'), SHOT);
    // Carol has a tab on each process: the one on the dead process goes, she stays with the other.
    await a.join(projectId, member('carol', 'c-a'));
    await b.join(projectId, member('carol', 'c-b'));
    const carolField = { fieldType: 'shot.dialogue', fieldId: FIELD.fieldId };
    await b.lock(projectId, member('carol', 'c-b'), carolField, false);

    // Process B stops sweeping (killed); within its lease nothing happens to its sockets.
    clock += PROCESS_LEASE_MS - 1;
    expect((await a.sweep()).emits).toEqual([]);
    clock += 2;
    const [first, second] = await Promise.all([a.sweep(), c.sweep()]);
    const emits = [...first.emits, ...second.emits];
    expect(summary(emits).sort()).toEqual(
      [
        ['field:unlocked', 'bob', 'left'],
        ['shot:deselected', 'bob'],
        ['user:left', 'bob'],
        ['field:unlocked', 'carol', 'left'],
      ].sort(),
    );
    expect(emits.every((emit) => emit.to.kind === 'project' && emit.to.projectId === projectId)).toBe(true);
    expect(find(emits, 'shot:deselected')?.payload).toEqual({ projectId, userId: 'bob', shotId: SHOT });
    expect(find(emits, 'field:unlocked')?.payload).toMatchObject({ projectId, ...FIELD, userId: 'bob' });

    const snapshot = await c.snapshot(projectId);
    expect(snapshot.users.map((user) => [user.userId, user.socketId]).sort()).toEqual([
      ['ann', 'a-1'],
      ['carol', 'c-a'],
    ]);
    expect(snapshot.locks).toEqual([]);
    expect(snapshot.selections).toEqual([]);
    expect(await processIds()).toEqual(['process-a', 'process-c']);
    expect((await a.sweep()).emits).toEqual([]);
  });

  it('drops a user when their last socket leaves, whichever process held it', async () => {
    const [a, b] = [await startProcess('process-a'), await startProcess('process-b')];
    await a.join(projectId, member('ann', 'a-1'));
    await b.join(projectId, member('ann', 'a-2'));
    await a.select(projectId, member('ann', 'a-1'), SHOT);
    expect((await a.leave(projectId, 'a-1')).emits).toEqual([]);
    const remaining = (await b.snapshot(projectId)).users;
    expect(remaining.map((user) => user.socketId)).toEqual(['a-2']);

    expect(summary((await b.leaveAll('a-2')).emits)).toEqual([
      ['shot:deselected', 'ann'],
      ['user:left', 'ann'],
    ]);
    expect(await a.snapshot(projectId)).toEqual({ users: [], locks: [], selections: [] });
    expect(await projectRows()).toEqual([]);
  });

  it("makes a closing process's sockets leave and forgets the process", async () => {
    const [a, b] = [await startProcess('process-a'), await startProcess('process-b')];
    await a.join(projectId, member('ann', 'a-1'));
    await b.join(projectId, member('bob', 'b-1'));
    await b.lock(projectId, member('bob', 'b-1'), FIELD, false);
    expect(summary((await b.close()).emits)).toEqual([
      ['field:unlocked', 'bob', 'left'],
      ['user:left', 'bob'],
    ]);
    expect((await a.snapshot(projectId)).users.map((user) => user.userId)).toEqual(['ann']);
    expect(await processIds()).toEqual(['process-a']);
  });
});
