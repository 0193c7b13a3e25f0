import type { ProjectListInput, ProjectListResult } from '@sym/contracts';

/** How long a presented list page is kept by default (PROJECT_LIST_CACHE_SECONDS). */
export const PROJECT_LIST_CACHE_TTL_MS = 5_000;
/** Pages kept at most; the least recently filled go first. */
export const PROJECT_LIST_CACHE_MAX_ENTRIES = 5_000;

export interface ProjectListCacheOptions {
  /** 0 switches the cache off. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export type ProjectListCache = ReturnType<typeof createProjectListCache>;

interface Entry {
  value: ProjectListResult;
  until: number;
}

/** One key per user and query: the search as the service reads it (empty is none), the filter, sort and page. */
export function projectListKey(actorId: string, input: ProjectListInput): string {
  return JSON.stringify([
    actorId,
    input.search || '',
    input.seriesId ?? '',
    input.sort,
    input.limit,
    input.offset,
    Boolean(input.includePreviews),
  ]);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * A user's project list pages as presented (media addresses still the stored `/media/<key>` paths: answers are
 * signed on the way out, per request, without touching the page), for a few seconds, so the projects page costs no
 * database work while nothing changes. Any change that could alter any list clears the whole cache at once
 * (`evictAll`: domain events in this process, notifications from the others, session-invalidation.ts); the TTL is
 * the backstop for a notification lost with its connection. A read that began before an eviction does not fill
 * the cache with what it read, and readers of the same page at the same time share one database read. Kept pages
 * are frozen: nobody can change what the next reader gets. Disabled (until the process listens, or with a TTL of
 * 0), every read goes to the database.
 */
export function createProjectListCache(options: ProjectListCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? PROJECT_LIST_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? PROJECT_LIST_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const reading = new Map<string, { generation: number; page: Promise<ProjectListResult> }>();
  let generation = 0;
  let isEnabled = false;

  const evictAll = () => {
    generation += 1;
    entries.clear();
    reading.clear();
  };

  return {
    /** The page for this key: kept, being read by another request, or read now with `load` (and kept). */
    async read(key: string, load: () => Promise<ProjectListResult>): Promise<ProjectListResult> {
      if (!isEnabled || ttlMs <= 0) return load();
      const entry = entries.get(key);
      if (entry && entry.until > now()) return entry.value;
      if (entry) entries.delete(key);
      const pending = reading.get(key);
      if (pending && pending.generation === generation) return pending.page;
      const ticket = generation;
      const page = load().then((value) => {
        if (reading.get(key)?.page === page) reading.delete(key);
        if (ticket !== generation || !isEnabled) return value;
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value: deepFreeze(value), until: now() + ttlMs });
        return value;
      });
      reading.set(key, { generation: ticket, page });
      page.catch(() => {
        if (reading.get(key)?.page === page) reading.delete(key);
      });
      return page;
    },

    /** Forgets every page (something that lists show changed, here or in another process). */
    evictAll,

    /** Off: forgets everything and reads the database each time (no listening, no eviction from elsewhere). */
    setEnabled(on: boolean): void {
      if (on === isEnabled) return;
      isEnabled = on;
      evictAll();
    },

    /** How many pages are kept (tests, diagnostics). */
    get size(): number {
      return entries.size;
    },
  };
}
