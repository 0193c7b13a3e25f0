import { describe, expect, it } from 'vitest';
import { FIELD_LOCK_LEASE_MS, PRESENCE_PRUNE_MS } from '@sym/contracts';
import type { CollabEmit, CollabMember } from './collab-store.ts';
import { createMemoryCollabStore } from './memory-collab-store.ts';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const SHOT = '00000000-0000-4000-8000-0000000000aa';
const FIELD = { fieldType: 'shot.description', fieldId: SHOT };

function member(userId: string, socketId = `${userId}-tab1`): CollabMember {
  return { socketId, userId, username: `User ${userId}`, email: `${userId}@example.com` };
}

function setUp() {
  let clock = 1_000_000;
  const store = createMemoryCollabStore({ now: () => clock });
  return {
    store,
    advance: (ms: number) => {
      clock += ms;
    },
    now: () => clock,
  };
}

const names = (emits: CollabEmit[]) => emits.map((emit) => emit.event);
const find = <E extends CollabEmit['event']>(emits: CollabEmit[], event: E) =>
  emits.find((emit): emit is Extract<CollabEmit, { event: E }> => emit.event === event);

describe('presence', () => {
  it('answers the joining socket with the snapshot and tells the others only when the user first joins', async () => {
    const { store } = setUp();
    const first = await store.join(PROJECT, member('ann'));
    expect(names(first.emits)).toEqual(['user:joined', 'project:users', 'project:locks', 'project:shot-selections']);
    expect(find(first.emits, 'user:joined')?.to).toEqual({
      kind: 'project',
      projectId: PROJECT,
      exceptSocketId: 'ann-tab1',
    });
    expect(find(first.emits, 'project:users')?.to).toEqual({ kind: 'socket', socketId: 'ann-tab1' });

    const secondTab = await store.join(PROJECT, member('ann', 'ann-tab2'));
    expect(names(secondTab.emits)).toEqual(['project:users', 'project:locks', 'project:shot-selections']);
    const users = find(secondTab.emits, 'project:users')?.payload.users;
    expect(users).toHaveLength(1);
    expect(users?.[0]).toMatchObject({
      userId: 'ann',
      socketId: 'ann-tab2',
      activity: { activity: 'viewing_project' },
    });
  });

  it('counts several tabs of one user once: user:left only after the last tab leaves', async () => {
    const { store } = setUp();
    await store.join(PROJECT, member('ann', 'tab1'));
    await store.join(PROJECT, member('ann', 'tab2'));
    expect((await store.leave(PROJECT, 'tab1')).emits).toEqual([]);
    expect((await store.snapshot(PROJECT)).users.map((user) => user.socketId)).toEqual(['tab2']);
    expect(names((await store.leaveAll('tab2')).emits)).toEqual(['user:left']);
    expect((await store.snapshot(PROJECT)).users).toEqual([]);
  });

  it('broadcasts an activity with its time', async () => {
    const { store, now } = setUp();
    await store.join(PROJECT, member('ann'));
    const { emits } = await store.setActivity(PROJECT, member('ann'), 'editing_shot');
    expect(emits).toEqual([
      {
        event: 'user:activity:update',
        payload: { projectId: PROJECT, userId: 'ann', activity: { activity: 'editing_shot', timestamp: now() } },
        to: { kind: 'project', projectId: PROJECT },
      },
    ]);
  });

  it('drops presence whose activity is older than the prune age, with its locks and selections', async () => {
    const { store, advance } = setUp();
    await store.join(PROJECT, member('ann'));
    await store.join(PROJECT, member('bob'));
    await store.lock(PROJECT, member('ann'), FIELD, false);
    await store.select(PROJECT, member('ann'), SHOT);
    advance(PRESENCE_PRUNE_MS - 1000);
    await store.setActivity(PROJECT, member('bob'), 'editing_scenario');
    await store.lock(PROJECT, member('ann'), FIELD, false); // renewing a lock is not a heartbeat
    advance(2000);
    const { emits } = await store.sweep();
    expect(names(emits)).toEqual(['field:unlocked', 'shot:deselected', 'user:left']);
    expect(find(emits, 'field:unlocked')?.payload).toMatchObject({ userId: 'ann', reason: 'left' });
    expect(find(emits, 'user:left')?.payload).toEqual({ projectId: PROJECT, userId: 'ann' });
    const snapshot = await store.snapshot(PROJECT);
    expect(snapshot.users.map((user) => user.userId)).toEqual(['bob']);
    expect(snapshot.locks).toEqual([]);
    expect(snapshot.selections).toEqual([]);
  });

  it('brings a pruned socket back on its next event, and everyone hears it joined', async () => {
    const { store, advance } = setUp();
    await store.join(PROJECT, member('ann'));
    advance(PRESENCE_PRUNE_MS + 1);
    await store.sweep();
    const { emits } = await store.setActivity(PROJECT, member('ann'), 'viewing_project');
    expect(names(emits)).toEqual(['user:joined', 'user:activity:update']);
    expect(find(emits, 'user:joined')?.to).toEqual({ kind: 'project', projectId: PROJECT });
  });
});

describe('field locks', () => {
  it('locks for the room and expires after the lease unless renewed', async () => {
    const { store, advance, now } = setUp();
    await store.join(PROJECT, member('ann'));
    const taken = await store.lock(PROJECT, member('ann'), FIELD, false);
    expect(taken.emits).toEqual([
      {
        event: 'field:locked',
        payload: {
          projectId: PROJECT,
          ...FIELD,
          userId: 'ann',
          username: 'User ann',
          lockedBy: 'User ann',
          timestamp: now(),
          expiresAt: now() + FIELD_LOCK_LEASE_MS,
        },
        to: { kind: 'project', projectId: PROJECT },
      },
    ]);
    advance(FIELD_LOCK_LEASE_MS - 1);
    expect((await store.sweep()).emits).toEqual([]);
    advance(1);
    const { emits } = await store.sweep();
    expect(emits.map((emit) => emit.payload)).toEqual([
      { projectId: PROJECT, ...FIELD, userId: 'ann', reason: 'expired' },
    ]);
    expect((await store.snapshot(PROJECT)).locks).toEqual([]);
  });

  it('renews the lease when the holder locks again, keeping the time it was taken', async () => {
    const { store, advance, now } = setUp();
    await store.join(PROJECT, member('ann'));
    await store.lock(PROJECT, member('ann'), FIELD, false);
    const takenAt = now();
    advance(FIELD_LOCK_LEASE_MS - 1);
    const renewed = await store.lock(PROJECT, member('ann'), FIELD, false);
    expect(find(renewed.emits, 'field:locked')?.payload).toMatchObject({
      timestamp: takenAt,
      expiresAt: now() + FIELD_LOCK_LEASE_MS,
    });
    advance(FIELD_LOCK_LEASE_MS - 1);
    expect((await store.sweep()).emits).toEqual([]);
    expect((await store.snapshot(PROJECT)).locks).toHaveLength(1);
  });

  it('refuses a lock held by someone else, to the requester only', async () => {
    const { store } = setUp();
    await store.join(PROJECT, member('ann'));
    await store.join(PROJECT, member('bob'));
    await store.lock(PROJECT, member('ann'), FIELD, false);
    const refused = await store.lock(PROJECT, member('bob'), FIELD, false);
    expect(refused.refused?.code).toBe('CONFLICT');
    expect(refused.emits).toHaveLength(1);
    expect(refused.emits[0]).toMatchObject({
      event: 'field:lock:failed',
      to: { kind: 'socket', socketId: 'bob-tab1' },
      payload: { ...FIELD, lockedBy: { userId: 'ann' } },
    });
    expect((await store.snapshot(PROJECT)).locks.map((lock) => lock.userId)).toEqual(['ann']);
  });

  it('takes a lock over with force and tells the room who took it from whom', async () => {
    const { store } = setUp();
    await store.join(PROJECT, member('ann'));
    await store.join(PROJECT, member('bob'));
    await store.lock(PROJECT, member('ann'), FIELD, false);
    const { emits, refused } = await store.lock(PROJECT, member('bob'), FIELD, true);
    expect(refused).toBeUndefined();
    expect(names(emits)).toEqual(['field:unlocked', 'field:locked']);
    expect(emits[0]?.payload).toEqual({ projectId: PROJECT, ...FIELD, userId: 'ann', reason: 'taken', takenBy: 'bob' });
    expect(emits[1]?.payload).toMatchObject({ userId: 'bob' });
  });

  it('lets only the holder release a lock', async () => {
    const { store } = setUp();
    await store.join(PROJECT, member('ann'));
    await store.join(PROJECT, member('bob'));
    await store.lock(PROJECT, member('ann'), FIELD, false);
    const refused = await store.unlock(PROJECT, member('bob'), FIELD);
    expect(refused).toMatchObject({ emits: [], refused: { code: 'FORBIDDEN' } });
    expect((await store.snapshot(PROJECT)).locks).toHaveLength(1);
    const released = await store.unlock(PROJECT, member('ann'), FIELD);
    expect(released.emits.map((emit) => emit.payload)).toEqual([
      { projectId: PROJECT, ...FIELD, userId: 'ann', reason: 'released' },
    ]);
    expect(await store.unlock(PROJECT, member('ann'), FIELD)).toEqual({ emits: [] });
  });

  it("ends a tab's locks when it leaves, while the user stays with another tab", async () => {
    const { store } = setUp();
    await store.join(PROJECT, member('ann', 'tab1'));
    await store.join(PROJECT, member('ann', 'tab2'));
    await store.lock(PROJECT, member('ann', 'tab1'), FIELD, false);
    const { emits } = await store.leave(PROJECT, 'tab1');
    expect(emits.map((emit) => emit.payload)).toEqual([
      { projectId: PROJECT, ...FIELD, userId: 'ann', reason: 'left' },
    ]);
    expect((await store.snapshot(PROJECT)).users).toHaveLength(1);
  });

  it('hands an expired lock to the next requester', async () => {
    const { store, advance } = setUp();
    await store.join(PROJECT, member('ann'));
    await store.join(PROJECT, member('bob'));
    await store.lock(PROJECT, member('ann'), FIELD, false);
    advance(FIELD_LOCK_LEASE_MS);
    const { emits, refused } = await store.lock(PROJECT, member('bob'), FIELD, false);
    expect(refused).toBeUndefined();
    expect(emits.map((emit) => [emit.event, (emit.payload as { userId: string }).userId])).toEqual([
      ['field:unlocked', 'ann'],
      ['field:locked', 'bob'],
    ]);
  });
});

describe('shot selections', () => {
  it('selects and deselects once each, and lists selections in the snapshot', async () => {
    const { store } = setUp();
    await store.join(PROJECT, member('ann'));
    expect(names((await store.select(PROJECT, member('ann'), SHOT)).emits)).toEqual(['shot:selected']);
    expect((await store.select(PROJECT, member('ann'), SHOT)).emits).toEqual([]);
    const joined = await store.join(PROJECT, member('bob'));
    expect(find(joined.emits, 'project:shot-selections')?.payload.selections).toEqual([
      { userId: 'ann', shotId: SHOT },
    ]);
    expect(names((await store.deselect(PROJECT, member('ann'), SHOT)).emits)).toEqual(['shot:deselected']);
    expect((await store.deselect(PROJECT, member('ann'), SHOT)).emits).toEqual([]);
  });

  it("clears a user's selections when their last socket leaves, not before", async () => {
    const { store } = setUp();
    await store.join(PROJECT, member('ann', 'tab1'));
    await store.join(PROJECT, member('ann', 'tab2'));
    await store.select(PROJECT, member('ann', 'tab1'), SHOT);
    expect((await store.leave(PROJECT, 'tab1')).emits).toEqual([]);
    expect((await store.snapshot(PROJECT)).selections).toHaveLength(1);
    const { emits } = await store.leaveAll('tab2');
    expect(emits.map((emit) => [emit.event, emit.payload])).toEqual([
      ['shot:deselected', { projectId: PROJECT, userId: 'ann', shotId: SHOT }],
      ['user:left', { projectId: PROJECT, userId: 'ann' }],
    ]);
    expect(await store.snapshot(PROJECT)).toEqual({ users: [], locks: [], selections: [] });
  });
});
