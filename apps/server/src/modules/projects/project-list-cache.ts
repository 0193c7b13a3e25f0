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

interface Entry {
  value: ProjectListResult;
  until: number;
}

/** One key per user and query: the search as the service reads it (empty is none), the filters, sort and page. */
export function projectListKey(actorId: string, input: ProjectListInput): string {
  return JSON.stringify([
    actorId,
    input.search || '',
    input.seriesId ?? '',
    input.teamId ?? '',
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
export class ProjectListCache {
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, { generation: number; page: Promise<ProjectListResult> }>();
  private generation = 0;
  private isEnabled = false;

  constructor(options: ProjectListCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? PROJECT_LIST_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? PROJECT_LIST_CACHE_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  /** The page for this key: kept, being read by another request, or read now with `load` (and kept). */
  async read(key: string, load: () => Promise<ProjectListResult>): Promise<ProjectListResult> {
    if (!this.isEnabled || this.ttlMs <= 0) return load();
    const { entries, reading } = this;
    const entry = entries.get(key);
    if (entry && entry.until > this.now()) return entry.value;
    if (entry) entries.delete(key);
    const pending = reading.get(key);
    if (pending && pending.generation === this.generation) return pending.page;
    const ticket = this.generation;
    const page = load().then((value) => {
      if (reading.get(key)?.page === page) reading.delete(key);
      if (ticket !== this.generation || !this.isEnabled) return value;
      if (entries.size >= this.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value: deepFreeze(value), until: this.now() + this.ttlMs });
      return value;
    });
    reading.set(key, { generation: ticket, page });
    page.catch(() => {
      if (reading.get(key)?.page === page) reading.delete(key);
    });
    return page;
  }

  /** Forgets every page (something that lists show changed, here or in another process). */
  evictAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.reading.clear();
  }

  /** Off: forgets everything and reads the database each time (no listening, no eviction from elsewhere). */
  setEnabled(on: boolean): void {
    if (on === this.isEnabled) return;
    this.isEnabled = on;
    this.evictAll();
  }

  /** How many pages are kept (tests, diagnostics). */
  get size(): number {
    return this.entries.size;
  }
}
