import { describe, expect, it } from 'vitest';
import { ProjectListInput, type ProjectListResult } from '@sym/contracts';
import { ProjectListCache, projectListKey } from './project-list-cache.ts';

const page = (total: number): ProjectListResult => ({ items: [], total, limit: 20, offset: 0 });

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
});
