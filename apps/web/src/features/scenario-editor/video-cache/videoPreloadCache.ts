import { VIDEO_CACHE_CLEAR_DELAY_MS, VIDEO_CACHE_SIZE, VIDEO_LOAD_TIMEOUT_MS } from '@sym/contracts';

/** The spec §8 text of a video that took longer than VIDEO_LOAD_TIMEOUT_MS to load. */
export const VIDEO_LOAD_TIMEOUT_MESSAGE = 'Video load timeout';

/** A failure the cache forgives: the browser refused to read a cross-origin video, yet it can still play it. */
export class CrossOriginVideoError extends Error {
  constructor(url: string) {
    super(`Cross-origin video ${url}`);
    this.name = 'CrossOriginVideoError';
  }
}

/** Loads one video far enough to play at once; rejects when it cannot. `release` frees what it holds. */
export interface VideoLoader {
  load(url: string, signal: AbortSignal): Promise<void>;
  release?(url: string): void;
}

export interface VideoCacheSnapshot {
  /** Cached urls, most recently used first. */
  cached: readonly string[];
  /** The url loading now, if any. */
  loading: string | null;
  /** Urls waiting to load, next first. */
  queue: readonly string[];
  failed: readonly { url: string; error: string }[];
  users: number;
}

interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

interface VideoPreloadCacheOptions {
  loader: VideoLoader;
  size?: number;
  loadTimeoutMs?: number;
  clearDelayMs?: number;
  timers?: Timers;
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Preloads the videos the timeline will need soon (spec §9): one at a time from a queue into a small cache
 * (least recently used evicted), each given VIDEO_LOAD_TIMEOUT_MS; failed urls are remembered and skipped.
 * Components register while they need it; VIDEO_CACHE_CLEAR_DELAY_MS after the last one leaves, it empties.
 */
export class VideoPreloadCache {
  private readonly loader: VideoLoader;
  private readonly size: number;
  private readonly loadTimeoutMs: number;
  private readonly clearDelayMs: number;
  private readonly timers: Timers;
  private cached: string[] = [];
  private queue: string[] = [];
  private loading: { url: string; controller: AbortController; timer: unknown } | null = null;
  private failed = new Map<string, string>();
  private users = new Set<string>();
  private clearTimer: unknown = null;
  private listeners = new Set<() => void>();
  private snapshot: VideoCacheSnapshot;

  constructor(options: VideoPreloadCacheOptions) {
    this.loader = options.loader;
    this.size = options.size ?? VIDEO_CACHE_SIZE;
    this.loadTimeoutMs = options.loadTimeoutMs ?? VIDEO_LOAD_TIMEOUT_MS;
    this.clearDelayMs = options.clearDelayMs ?? VIDEO_CACHE_CLEAR_DELAY_MS;
    this.timers = options.timers ?? defaultTimers;
    this.snapshot = this.buildSnapshot();
  }

  /** A component starts needing the cache; a pending clear is called off. */
  register(userId: string): void {
    this.users.add(userId);
    if (this.clearTimer !== null) {
      this.timers.clearTimeout(this.clearTimer);
      this.clearTimer = null;
    }
    this.emit();
  }

  /** A component is done with it; the last one leaving starts the clear delay. */
  unregister(userId: string): void {
    if (!this.users.delete(userId)) return;
    if (this.users.size === 0 && this.clearTimer === null) {
      this.clearTimer = this.timers.setTimeout(() => {
        this.clearTimer = null;
        if (this.users.size === 0) this.clear();
      }, this.clearDelayMs);
    }
    this.emit();
  }

  /** Asks for urls to be ready, most needed first; cached ones count as used, failed ones are skipped. */
  preload(urls: readonly string[]): void {
    let changed = false;
    for (const url of urls) {
      if (this.failed.has(url) || this.loading?.url === url || this.queue.includes(url)) continue;
      if (this.cached.includes(url)) {
        this.touch(url);
      } else {
        this.queue.push(url);
      }
      changed = true;
    }
    if (changed) {
      this.emit();
      this.next();
    }
  }

  isCached(url: string): boolean {
    return this.cached.includes(url);
  }

  hasFailed(url: string): boolean {
    return this.failed.has(url);
  }

  /** Drops everything: the running load, the queue, the cache and the failures. */
  clear(): void {
    if (this.loading) {
      this.timers.clearTimeout(this.loading.timer);
      this.loading.controller.abort();
      this.loader.release?.(this.loading.url);
      this.loading = null;
    }
    for (const url of this.cached) this.loader.release?.(url);
    this.cached = [];
    this.queue = [];
    this.failed.clear();
    this.emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): VideoCacheSnapshot => this.snapshot;

  private touch(url: string): void {
    this.cached = [url, ...this.cached.filter((candidate) => candidate !== url)];
  }

  private next(): void {
    if (this.loading) return;
    const url = this.queue.shift();
    if (url === undefined) return;
    const controller = new AbortController();
    const timer = this.timers.setTimeout(() => {
      controller.abort();
      this.settle(url, VIDEO_LOAD_TIMEOUT_MESSAGE);
    }, this.loadTimeoutMs);
    this.loading = { url, controller, timer };
    this.emit();
    this.loader.load(url, controller.signal).then(
      () => this.settle(url, null),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        this.settle(url, error instanceof CrossOriginVideoError ? null : errorText(error));
      },
    );
  }

  private settle(url: string, error: string | null): void {
    if (this.loading?.url !== url) return;
    this.timers.clearTimeout(this.loading.timer);
    this.loading = null;
    if (error === null) {
      this.touch(url);
      for (const evicted of this.cached.splice(this.size)) this.loader.release?.(evicted);
    } else {
      this.failed.set(url, error);
      this.loader.release?.(url);
    }
    this.emit();
    this.next();
  }

  private buildSnapshot(): VideoCacheSnapshot {
    return {
      cached: [...this.cached],
      loading: this.loading?.url ?? null,
      queue: [...this.queue],
      failed: [...this.failed].map(([url, error]) => ({ url, error })),
      users: this.users.size,
    };
  }

  private emit(): void {
    this.snapshot = this.buildSnapshot();
    for (const listener of this.listeners) listener();
  }
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
