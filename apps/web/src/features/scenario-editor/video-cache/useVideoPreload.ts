import { useEffect, useId, useSyncExternalStore } from 'react';
import { videoCache } from './videoCache';
import type { VideoCacheSnapshot, VideoPreloadCache } from './videoPreloadCache';

/**
 * Registers the calling component as a user of the video cache while it is mounted and asks it to preload
 * `urls` (most needed first) whenever they change.
 */
export function useVideoPreload(urls: readonly string[], cache: VideoPreloadCache = videoCache): void {
  const userId = useId();
  useEffect(() => {
    cache.register(userId);
    return () => cache.unregister(userId);
  }, [cache, userId]);
  const key = urls.join('\n');
  useEffect(() => {
    if (key) cache.preload(key.split('\n'));
  }, [cache, key]);
}

/** The cache's cached videos, loading queue and failures, re-rendering on every change. */
export function useVideoCacheSnapshot(cache: VideoPreloadCache = videoCache): VideoCacheSnapshot {
  return useSyncExternalStore(cache.subscribe, cache.getSnapshot);
}
