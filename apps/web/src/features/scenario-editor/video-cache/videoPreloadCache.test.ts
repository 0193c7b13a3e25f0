import { VIDEO_CACHE_CLEAR_DELAY_MS, VIDEO_CACHE_SIZE, VIDEO_LOAD_TIMEOUT_MS } from '@sym/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CrossOriginVideoError,
  VIDEO_LOAD_TIMEOUT_MESSAGE,
  VideoPreloadCache,
  type VideoLoader,
} from './videoPreloadCache';

interface Pending {
  url: string;
  signal: AbortSignal;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function fakeLoader() {
  const pending: Pending[] = [];
  const released: string[] = [];
  const loader: VideoLoader = {
    load: (url, signal) => new Promise<void>((resolve, reject) => pending.push({ url, signal, resolve, reject })),
    release: (url) => released.push(url),
  };
  /** Settles the oldest unsettled load. */
  const settle = async (outcome: 'ok' | unknown = 'ok') => {
    const next = pending.shift()!;
    if (outcome === 'ok') next.resolve();
    else next.reject(outcome);
    await Promise.resolve();
    await Promise.resolve();
    return next;
  };
  return { loader, pending, released, settle };
}

describe('video preload cache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads one video at a time from the queue into the cache', async () => {
    const { loader, pending, settle } = fakeLoader();
    const cache = new VideoPreloadCache({ loader });
    cache.preload(['a', 'b']);
    expect(cache.getSnapshot()).toMatchObject({ loading: 'a', queue: ['b'], cached: [] });
    expect(pending.map((load) => load.url)).toEqual(['a']);
    await settle();
    expect(cache.getSnapshot()).toMatchObject({ loading: 'b', queue: [], cached: ['a'] });
    await settle();
    expect(cache.getSnapshot()).toMatchObject({ loading: null, cached: ['b', 'a'] });
    // Asking again for cached or queued urls starts nothing new.
    cache.preload(['a', 'b']);
    expect(pending).toHaveLength(0);
    expect(cache.getSnapshot().cached).toEqual(['b', 'a']);
  });

  it(`keeps at most ${VIDEO_CACHE_SIZE} videos, evicting the least recently used`, async () => {
    const { loader, released, settle } = fakeLoader();
    const cache = new VideoPreloadCache({ loader });
    cache.preload(['a', 'b', 'c']);
    for (let index = 0; index < 3; index++) await settle();
    cache.preload(['a']); // used again: now the most recent
    cache.preload(['d']);
    await settle();
    expect(cache.getSnapshot().cached).toEqual(['d', 'a', 'c']);
    expect(released).toEqual(['b']);
    expect(cache.isCached('b')).toBe(false);
  });

  it('fails a load after 30 s with "Video load timeout" and skips that url later', async () => {
    const { loader, pending, settle } = fakeLoader();
    const cache = new VideoPreloadCache({ loader });
    cache.preload(['slow', 'next']);
    const slow = pending[0]!;
    vi.advanceTimersByTime(VIDEO_LOAD_TIMEOUT_MS - 1);
    expect(cache.getSnapshot().loading).toBe('slow');
    vi.advanceTimersByTime(1);
    expect(slow.signal.aborted).toBe(true);
    expect(cache.getSnapshot()).toMatchObject({
      loading: 'next',
      failed: [{ url: 'slow', error: VIDEO_LOAD_TIMEOUT_MESSAGE }],
    });
    expect(cache.hasFailed('slow')).toBe(true);
    await settle(); // the aborted one
    await settle();
    cache.preload(['slow']);
    expect(pending).toHaveLength(0);
    expect(cache.getSnapshot().queue).toEqual([]);
  });

  it('remembers load errors but tolerates cross-origin ones', async () => {
    const { loader, settle } = fakeLoader();
    const cache = new VideoPreloadCache({ loader });
    cache.preload(['broken', 'https://cdn.example.com/v.mp4']);
    await settle(new Error('MEDIA_ERR_SRC_NOT_SUPPORTED'));
    await settle(new CrossOriginVideoError('https://cdn.example.com/v.mp4'));
    expect(cache.getSnapshot()).toMatchObject({
      cached: ['https://cdn.example.com/v.mp4'],
      failed: [{ url: 'broken', error: 'MEDIA_ERR_SRC_NOT_SUPPORTED' }],
    });
  });

  it('clears everything 5 s after the last user leaves, unless someone registers again', async () => {
    const { loader, settle } = fakeLoader();
    const cache = new VideoPreloadCache({ loader });
    cache.register('timeline');
    cache.register('storyboard');
    cache.preload(['a']);
    await settle();
    cache.unregister('timeline');
    vi.advanceTimersByTime(VIDEO_CACHE_CLEAR_DELAY_MS * 2);
    expect(cache.getSnapshot().cached).toEqual(['a']);

    cache.unregister('storyboard');
    vi.advanceTimersByTime(VIDEO_CACHE_CLEAR_DELAY_MS - 1);
    cache.register('timeline'); // back in time: nothing is cleared
    vi.advanceTimersByTime(VIDEO_CACHE_CLEAR_DELAY_MS);
    expect(cache.getSnapshot().cached).toEqual(['a']);

    cache.unregister('timeline');
    expect(cache.getSnapshot().users).toBe(0);
    vi.advanceTimersByTime(VIDEO_CACHE_CLEAR_DELAY_MS);
    expect(cache.getSnapshot()).toMatchObject({ cached: [], queue: [], loading: null, failed: [] });
  });

  it('tells subscribers about every change with a new snapshot', async () => {
    const { loader, settle } = fakeLoader();
    const cache = new VideoPreloadCache({ loader });
    const listener = vi.fn();
    const unsubscribe = cache.subscribe(listener);
    const before = cache.getSnapshot();
    cache.preload(['a']);
    await settle();
    expect(listener).toHaveBeenCalled();
    expect(cache.getSnapshot()).not.toBe(before);
    unsubscribe();
    listener.mockClear();
    cache.clear();
    expect(listener).not.toHaveBeenCalled();
  });
});
