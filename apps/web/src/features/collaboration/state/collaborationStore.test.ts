import { SOCKET_LIFECYCLE } from '@sym/contracts';
import { describe, expect, it, vi } from 'vitest';
import { CollaborationStore } from './collaborationStore';

const P = '11111111-1111-4111-8111-111111111111';
const ADA = '22222222-2222-4222-8222-222222222222';
const BOB = '33333333-3333-4333-8333-333333333333';
const SHOT = '44444444-4444-4444-8444-444444444444';

const user = (userId: string, username: string, socketId = `s-${username}`) => ({
  userId,
  username,
  email: `${username.toLowerCase()}@example.com`,
  socketId,
});
const lock = (userId: string, username: string, fieldId = SHOT) => ({
  projectId: P,
  fieldType: 'shot.description',
  fieldId,
  userId,
  username,
  timestamp: 1,
  expiresAt: 30_001,
});

describe('CollaborationStore', () => {
  it('takes the snapshot, then joins and leaves; a second tab of a user (a second join) counts once', () => {
    const store = new CollaborationStore();
    store.receive('project:users', { projectId: P, users: [user(ADA, 'Ada')] });
    store.receive('user:joined', { projectId: P, user: user(BOB, 'Bob', 'tab-1') });
    store.receive('user:joined', { projectId: P, user: user(BOB, 'Bob', 'tab-2') });
    expect(store.project(P).users.map((entry) => entry.username)).toEqual(['Ada', 'Bob']);
    store.receive('user:activity:update', {
      projectId: P,
      userId: BOB,
      activity: { activity: 'editing_shot', timestamp: 5 },
    });
    expect(store.project(P).users[1]!.activity).toEqual({ activity: 'editing_shot', timestamp: 5 });
    store.receive('user:left', { projectId: P, userId: BOB });
    expect(store.project(P).users.map((entry) => entry.username)).toEqual(['Ada']);
  });

  it('keeps one lock per field; a take-over replaces it and the old holder’s late release does not remove it', () => {
    const store = new CollaborationStore();
    store.receive('project:locks', { projectId: P, locks: [lock(ADA, 'Ada')] });
    store.receive('field:locked', lock(BOB, 'Bob'));
    expect(store.project(P).locks.map((entry) => entry.userId)).toEqual([BOB]);
    store.receive('field:unlocked', {
      projectId: P,
      fieldType: 'shot.description',
      fieldId: SHOT,
      userId: ADA,
      reason: 'taken',
      takenBy: BOB,
    });
    expect(store.project(P).locks.map((entry) => entry.userId)).toEqual([BOB]);
    store.receive('field:unlocked', {
      projectId: P,
      fieldType: 'shot.description',
      fieldId: SHOT,
      userId: BOB,
      reason: 'released',
    });
    expect(store.project(P).locks).toEqual([]);
  });

  it('tracks selections, and a user who leaves takes his locks and selections', () => {
    const store = new CollaborationStore();
    store.receive('project:shot-selections', { projectId: P, selections: [{ userId: ADA, shotId: SHOT }] });
    store.receive('shot:selected', { projectId: P, userId: BOB, shotId: SHOT });
    store.receive('shot:selected', { projectId: P, userId: BOB, shotId: SHOT });
    expect(store.project(P).selections).toHaveLength(2);
    store.receive('shot:deselected', { projectId: P, userId: ADA, shotId: SHOT });
    store.receive('field:locked', lock(BOB, 'Bob'));
    store.receive('user:left', { projectId: P, userId: BOB });
    expect(store.project(P).selections).toEqual([]);
    expect(store.project(P).locks).toEqual([]);
  });

  it('drops invalid payloads, only logs lock failures and records an access loss', () => {
    const store = new CollaborationStore();
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    store.receive('user:joined', { projectId: 'not-an-id', user: {} });
    store.receive('field:lock:failed', { projectId: P, fieldType: 'shot.description', fieldId: SHOT, message: 'held' });
    expect(store.project(P)).toEqual({ users: [], locks: [], selections: [] });
    expect(debug).toHaveBeenCalledTimes(2);
    store.receive('project:users', { projectId: P, users: [user(ADA, 'Ada')] });
    store.receive('project:access:lost', { projectId: P, reason: 'removed' });
    expect(store.getAccessLoss()).toEqual({ projectId: P, reason: 'removed' });
    expect(store.project(P).users).toEqual([]);
  });

  it('forgets everything when the socket drops, and is refilled by the snapshot after the rejoin', () => {
    const handlers = new Map<string, (...args: unknown[]) => void>();
    const source = {
      on: (event: string, handler: (...args: unknown[]) => void) => {
        handlers.set(event, handler);
        return () => handlers.delete(event);
      },
    };
    const store = new CollaborationStore();
    store.bind(source);
    handlers.get('project:users')!({ projectId: P, users: [user(ADA, 'Ada'), user(BOB, 'Bob')] });
    expect(store.project(P).users).toHaveLength(2);
    handlers.get(SOCKET_LIFECYCLE.disconnected)!('transport close');
    expect(store.project(P).users).toEqual([]);
    handlers.get('project:users')!({ projectId: P, users: [user(ADA, 'Ada')] });
    expect(store.project(P).users).toHaveLength(1);
  });
});
