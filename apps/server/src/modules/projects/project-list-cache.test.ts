import { describe, expect, it } from 'vitest';
import { ProjectListInput, type ProjectListResult } from '@sym/contracts';
import { isWholeListQuery, ProjectListCache, projectListKey } from './project-list-cache.ts';

const page = (total: number): ProjectListResult => ({ items: [], total, limit: 20, offset: 0 });

/** A page listing these projects (only their ids matter to the cache), out of `total`. */
const listing = (ids: string[], total = ids.length): ProjectListResult =>
  ({ items: ids.map((id) => ({ id })), total, limit: 50, offset: 0 }) as unknown as ProjectListResult;

/** A load the test finishes when it wants: the read is in flight until then. */
function deferred() {
  let finish!: (value: ProjectListResult) => void;
  const promise = new Promise<ProjectListResult>((resolve) => {
    finish = resolve;
  });
  return { promise, finish };
}

function enabledCache(now = () => 0) {
  const cache = new ProjectListCache({ ttlMs: 1000, now });
  cache.setEnabled(true);
  return cache;
}

describe('project list cache', () => {
  it('keeps a page for its TTL, frozen, and reads again after', async () => {
    let clock = 0;
    const cache = enabledCache(() => clock);
    let loads = 0;
    const load = async () => page(++loads);
    const first = await cache.read('k', load);
    expect(await cache.read('k', load)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    clock = 1000;
    expect((await cache.read('k', load)).total).toBe(2);
  });

  it('shares one read among readers of the same page at the same time', async () => {
    const cache = enabledCache();
    const slow = deferred();
    let loads = 0;
    const load = () => {
      loads += 1;
      return slow.promise;
    };
    const both = Promise.all([cache.read('k', load), cache.read('k', load)]);
    slow.finish(page(1));
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(loads).toBe(1);
  });

  it('does not keep what a read began before an eviction, and the next reader reads again', async () => {
    const cache = enabledCache();
    const slow = deferred();
    const stale = cache.read('k', () => slow.promise);
    cache.evictAll();
    const fresh = cache.read('k', async () => page(2));
    slow.finish(page(1));
    expect((await stale).total).toBe(1);
    expect((await fresh).total).toBe(2);
    expect((await cache.read('k', async () => page(3))).total).toBe(2);
  });

  it('keeps nothing while disabled or with a TTL of 0', async () => {
    const off = new ProjectListCache({ ttlMs: 1000 });
    await off.read('k', async () => page(1));
    expect(off.size).toBe(0);
    const zero = new ProjectListCache({ ttlMs: 0 });
    zero.setEnabled(true);
    await zero.read('k', async () => page(1));
    expect(zero.size).toBe(0);
  });

  it('keys by user and the query as the service reads it (an empty search is none)', () => {
    const input = ProjectListInput.parse({ includePreviews: true });
    expect(projectListKey('u1', input)).toBe(projectListKey('u1', { ...input, search: '' }));
    expect(projectListKey('u1', input)).not.toBe(projectListKey('u2', input));
    expect(projectListKey('u1', input)).not.toBe(projectListKey('u1', { ...input, offset: 20 }));
    expect(projectListKey('u1', input)).not.toBe(projectListKey('u1', { ...input, includePreviews: false }));
    const teamId = '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f';
    expect(projectListKey('u1', input)).not.toBe(projectListKey('u1', { ...input, teamId }));
    expect(projectListKey('u1', { ...input, teamId })).not.toBe(projectListKey('u1', { ...input, teamId: 'personal' }));
  });

  it('on a change inside one project forgets only the pages that list it or may (another page, a filter)', async () => {
    const cache = enabledCache();
    let loads = 0;
    const fill = async (key: string, value: ProjectListResult, isWholeList: boolean) =>
      cache.read(key, async () => ((loads += 1), value), isWholeList);
    await fill('mine', listing(['p1', 'p2']), true);
    await fill('theirs', listing(['p3']), true);
    await fill('shared', listing(['p1', 'p3']), true);
    await fill('first page of many', listing(['p3'], 2), true);
    await fill('searched', listing(['p3']), false);
    expect(cache.size).toBe(5);
    cache.evictProject('p1');
    // 'theirs' lists everything its user sees, without p1: a change inside p1 cannot show there.
    loads = 0;
    await fill('theirs', listing(['p3']), true);
    expect(loads).toBe(0);
    for (const key of ['mine', 'shared', 'first page of many', 'searched']) await fill(key, listing([]), true);
    expect(loads).toBe(4);
  });

  it('does not keep what a read began before the eviction of a project its page lists', async () => {
    const cache = enabledCache();
    const slowMine = deferred();
    const slowTheirs = deferred();
    const mine = cache.read('mine', () => slowMine.promise, true);
    const theirs = cache.read('theirs', () => slowTheirs.promise, true);
    cache.evictProject('p1');
    slowMine.finish(listing(['p1']));
    slowTheirs.finish(listing(['p3']));
    await Promise.all([mine, theirs]);
    let loads = 0;
    const count = async () => ((loads += 1), listing([]));
    await cache.read('mine', count, true);
    expect(loads).toBe(1);
    await cache.read('theirs', count, true);
    expect(loads).toBe(1);
  });

  it("shares a read in flight when only other pages' projects were evicted since it began, and keeps it", async () => {
    const cache = enabledCache();
    await cache.read('mine', async () => listing(['p1']), true);
    cache.evictProject('p1');
    const slow = deferred();
    let loads = 0;
    const load = () => ((loads += 1), slow.promise);
    const first = cache.read('mine', load, true);
    cache.evictProject('p3');
    const second = cache.read('mine', load, true);
    slow.finish(listing(['p1']));
    expect(await second).toBe(await first);
    expect(loads).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('does not share a read in flight with a reader that came after a change its page shows', async () => {
    const cache = enabledCache();
    await cache.read('mine', async () => listing(['p1']), true);
    cache.evictProject('p1');
    const slow = deferred();
    const stale = cache.read('mine', () => slow.promise, true);
    cache.evictProject('p1');
    const fresh = cache.read('mine', async () => listing(['p1', 'fresh']), true);
    slow.finish(listing(['p1']));
    expect((await stale).items).toHaveLength(1);
    expect((await fresh).items).toHaveLength(2);
    expect((await cache.read('mine', async () => listing([]), true)).items).toHaveLength(2);
  });

  it('reads again for a reader that joined a read whose page turned out to show a project evicted since', async () => {
    const cache = enabledCache();
    await cache.read('mine', async () => listing(['p1']), true);
    cache.evictProject('p1');
    const slow = deferred();
    const first = cache.read('mine', () => slow.promise, true);
    // p2 was not on the page last time (its creation not yet heard of, say): the second reader joins.
    cache.evictProject('p2');
    let loads = 0;
    const second = cache.read('mine', async () => ((loads += 1), listing(['p1', 'p2', 'again'])), true);
    slow.finish(listing(['p1', 'p2']));
    expect((await first).items).toHaveLength(2);
    expect((await second).items).toHaveLength(3);
    expect(loads).toBe(1);
  });

  it('does not keep what a read began before more one-project evictions than it remembers', async () => {
    const cache = enabledCache();
    const slow = deferred();
    const theirs = cache.read('theirs', () => slow.promise, true);
    for (let index = 0; index <= 1000; index += 1) cache.evictProject(`other-${index}`);
    slow.finish(listing(['p3']));
    await theirs;
    expect(cache.size).toBe(0);
  });

  it('calls a query whole-list when it asks for the first page of everything its user sees', () => {
    const input = ProjectListInput.parse({ includePreviews: true, limit: 50 });
    expect(isWholeListQuery(input)).toBe(true);
    expect(isWholeListQuery({ ...input, offset: 50 })).toBe(false);
    expect(isWholeListQuery({ ...input, search: 'light' })).toBe(false);
    expect(isWholeListQuery({ ...input, teamId: 'personal' })).toBe(false);
    expect(isWholeListQuery({ ...input, seriesId: 'none' })).toBe(false);
  });
});
