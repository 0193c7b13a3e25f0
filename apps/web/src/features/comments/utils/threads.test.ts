import { describe, expect, it } from 'vitest';
import {
  filterThreads,
  formatTimecode,
  groupThreads,
  openThreadCounts,
  removeComment,
  upsertComment,
  type PanelFilter,
} from './threads';
import { makeComment } from './commentFixtures';

const me = 'me';
const open = makeComment('c1', { shotId: 'sh1', createdAt: '2025-01-01T10:00:00.000Z' });
const resolved = makeComment('c2', {
  shotId: 'sh2',
  createdAt: '2025-01-01T11:00:00.000Z',
  resolvedAt: '2025-01-02T00:00:00.000Z',
});
const episode = makeComment('c3', {
  createdAt: '2025-01-01T09:00:00.000Z',
  author: { userId: me, name: 'Me', isGuest: false },
});
const replyByMe = makeComment('r1', {
  parentId: 'c1',
  createdAt: '2025-01-01T12:00:00.000Z',
  author: { userId: me, name: 'Me', isGuest: false },
});
const replyEarlier = makeComment('r2', { parentId: 'c1', createdAt: '2025-01-01T10:30:00.000Z' });
const orphan = makeComment('r3', { parentId: 'gone' });
const all = [replyByMe, resolved, open, orphan, episode, replyEarlier];

const ids = (threads: ReturnType<typeof groupThreads>) => threads.map((thread) => thread.root.id);

describe('groupThreads', () => {
  it('orders threads and their replies oldest first and leaves out replies whose thread is gone', () => {
    const threads = groupThreads(all);
    expect(ids(threads)).toEqual(['c3', 'c1', 'c2']);
    expect(threads[1]!.replies.map((reply) => reply.id)).toEqual(['r2', 'r1']);
  });
});

describe('filterThreads', () => {
  const threads = groupThreads(all);
  const shown = (filter: PanelFilter, shotId: string | null = null) =>
    ids(filterThreads(threads, { filter, shotId, userId: me }));

  it('shows open, resolved or every thread', () => {
    expect(shown('all')).toEqual(['c3', 'c1', 'c2']);
    expect(shown('open')).toEqual(['c3', 'c1']);
    expect(shown('resolved')).toEqual(['c2']);
  });

  it('shows the threads I started or replied in as mine', () => {
    expect(shown('mine')).toEqual(['c3', 'c1']);
  });

  it('narrows any filter to one shot', () => {
    expect(shown('all', 'sh2')).toEqual(['c2']);
    expect(shown('open', 'sh2')).toEqual([]);
    expect(shown('mine', 'sh1')).toEqual(['c1']);
  });
});

describe('openThreadCounts', () => {
  it('counts the open threads of each shot, not replies, resolved threads or episode comments', () => {
    const second = makeComment('c4', { shotId: 'sh1' });
    expect([...openThreadCounts([...all, second])]).toEqual([['sh1', 2]]);
  });
});

describe('cache updates', () => {
  it('adds a new comment and replaces a changed one', () => {
    const edited = { ...open, body: 'changed' };
    expect(upsertComment([open], edited)).toEqual([edited]);
    expect(upsertComment([open], resolved).map((comment) => comment.id)).toEqual(['c1', 'c2']);
  });

  it('removes a thread with its replies, or one reply alone', () => {
    expect(removeComment(all, 'c1').map((comment) => comment.id)).toEqual(['c2', 'r3', 'c3']);
    expect(removeComment(all, 'r1').map((comment) => comment.id)).not.toContain('r1');
    expect(removeComment(all, 'r1')).toHaveLength(5);
  });
});

describe('formatTimecode', () => {
  it('writes m:ss, and h:mm:ss from an hour on', () => {
    expect(formatTimecode(4)).toBe('0:04');
    expect(formatTimecode(75.9)).toBe('1:15');
    expect(formatTimecode(3723)).toBe('1:02:03');
  });
});
