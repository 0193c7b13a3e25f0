import type { ProjectListInput, ProjectListResult } from '@sym/contracts';

/** How long a presented list page is kept by default (PROJECT_LIST_CACHE_SECONDS). */
export const PROJECT_LIST_CACHE_TTL_MS = 5_000;
/** Pages kept at most; the least recently filled go first. */
export const PROJECT_LIST_CACHE_MAX_ENTRIES = 5_000;
/** One-project evictions remembered for the reads still in flight; a read older than these keeps nothing. */
const EVICTION_LOG_MAX = 1_000;

export interface ProjectListCacheOptions {
  /** 0 switches the cache off. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  value: ProjectListResult;
  until: number;
  /** The projects the page shows when it shows every project its user can see; undefined: it may show any. */
  projectIds: ReadonlySet<string> | undefined;
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

/** The query asks for every project its user can see (no search, series or team filter, the first page). */
export function isWholeListQuery(input: ProjectListInput): boolean {
  return !input.search && input.seriesId === undefined && input.teamId === undefined && input.offset === 0;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * The projects a page shows if it shows all its user can see (a whole-list query whose page holds the total);
 * undefined for any other page (another page, a filter), which a change of any project may alter.
 */
function shownProjects(value: ProjectListResult, isWholeList: boolean): ReadonlySet<string> | undefined {
  if (!isWholeList || value.items.length !== value.total) return undefined;
  return new Set(value.items.map((item) => item.id));
}

/** Whether a change to `projectId` may alter a page that shows `projectIds` (undefined: any project). */
const touches = (projectIds: ReadonlySet<string> | undefined, projectId: string) =>
  projectIds === undefined || projectIds.has(projectId);

/**
 * A user's project list pages as presented (media addresses still the stored `/media/<key>` paths: answers are
 * signed on the way out, per request, without touching the page), for a few seconds, so the projects page costs no
 * database work while nothing changes. A change inside one project (its episodes, shots, assets, generations:
 * project-list-effects.ts) forgets only the pages that may show it (`evictProject`): those that list it, and those
 * that do not list all their user can see (another page, a search or filter), where it could enter. A page that
 * lists all its user can see without it stays: that change cannot make it visible to that user. Any other change
 * (projects created, deleted or moved, collaborators, teams, users) clears the whole cache (`evictAll`). Both come
 * from domain events in this process and notifications from the others (session-invalidation.ts); the TTL is the
 * backstop for a notification lost with its connection. A read that began before an eviction that may concern its
 * page does not fill the cache with what it read; one that began after the last such eviction does, whatever other
 * pages were evicted meanwhile. Readers of the same page at the same time share one database read unless an
 * eviction that may concern that page came since it began (judged by the projects the page showed last time, and
 * checked again against what the read found). Kept pages are frozen: nobody can change what the next reader gets.
 * Disabled (until the process listens, or with a TTL of 0), every read goes to the database.
 */
/** A finished read: the page and the projects it shows (shownProjects). */
interface Loaded {
  value: ProjectListResult;
  projectIds: ReadonlySet<string> | undefined;
}

/** A read in flight: the eviction count when it began, the projects its page showed last time, its answer. */
interface Reading {
  ticket: number;
  lastShown: ReadonlySet<string> | undefined;
  page: Promise<Loaded>;
}

export class ProjectListCache {
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, Reading>();
  /** The projects each page showed when last read since the last eviction of everything (undefined: any). */
  private readonly lastShown = new Map<string, ReadonlySet<string> | undefined>();
  /** Counts evictions; a read's ticket is the count when it began. */
  private generation = 0;
  /** The one-project evictions after `logFrom`, in order: generation and project. */
  private evictionLog: Array<{ generation: number; projectId: string }> = [];
  /** Reads that began before this generation keep nothing (an eviction of everything, or one the log dropped). */
  private logFrom = 0;
  private isEnabled = false;

  constructor(options: ProjectListCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? PROJECT_LIST_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? PROJECT_LIST_CACHE_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  /**
   * The page for this key: kept, being read by another request, or read now with `load` (and kept).
   * `isWholeList`: the key's query asks for everything its user can see (isWholeListQuery).
   */
  async read(key: string, load: () => Promise<ProjectListResult>, isWholeList = false): Promise<ProjectListResult> {
    if (!this.isEnabled || this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry && entry.until > this.now()) return entry.value;
    if (entry) this.entries.delete(key);
    const pending = this.reading.get(key);
    if (!pending) return (await this.start(key, load, isWholeList)).value;
    // Joined now: a page evicted between the read's start and now (by what it found) is read again.
    const joinedAt = this.generation;
    const loaded = await pending.page;
    if (this.changedBetween(pending.ticket, joinedAt, loaded.projectIds)) return this.read(key, load, isWholeList);
    return loaded.value;
  }

  /** Forgets every page (something that lists show changed, here or in another process). */
  evictAll(): void {
    this.generation += 1;
    this.logFrom = this.generation;
    this.evictionLog = [];
    this.entries.clear();
    this.reading.clear();
    this.lastShown.clear();
  }

  /** Forgets the pages a change inside this project may alter (its content, not who sees it). */
  evictProject(projectId: string): void {
    this.generation += 1;
    this.evictionLog.push({ generation: this.generation, projectId });
    if (this.evictionLog.length > EVICTION_LOG_MAX) this.logFrom = this.evictionLog.shift()!.generation;
    for (const [key, entry] of this.entries) if (touches(entry.projectIds, projectId)) this.entries.delete(key);
    // Later readers of these pages do not join reads that began before this change.
    for (const [key, pending] of this.reading) if (touches(pending.lastShown, projectId)) this.reading.delete(key);
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

  /** Reads the page now for this and later readers; keeps it if no eviction since it began may concern it. */
  private start(key: string, load: () => Promise<ProjectListResult>, isWholeList: boolean): Promise<Loaded> {
    const { entries, reading } = this;
    const ticket = this.generation;
    const page = load().then((value): Loaded => {
      if (reading.get(key)?.page === page) reading.delete(key);
      const projectIds = shownProjects(value, isWholeList);
      if (!this.isEnabled || ticket < this.logFrom) return { value, projectIds };
      this.remember(key, projectIds);
      if (this.changedBetween(ticket, this.generation, projectIds)) return { value, projectIds };
      if (entries.size >= this.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value: deepFreeze(value), until: this.now() + this.ttlMs, projectIds });
      return { value, projectIds };
    });
    reading.set(key, { ticket, lastShown: this.lastShown.get(key), page });
    page.catch(() => {
      if (reading.get(key)?.page === page) reading.delete(key);
    });
    return page;
  }

  /** Notes the projects a page showed (read after the last eviction of everything), for the next reads of it. */
  private remember(key: string, projectIds: ReadonlySet<string> | undefined): void {
    this.lastShown.delete(key);
    if (this.lastShown.size >= this.maxEntries) this.lastShown.delete(this.lastShown.keys().next().value!);
    this.lastShown.set(key, projectIds);
  }

  /** Whether an eviction after generation `from` and up to `to` may concern a page that shows `projectIds`. */
  private changedBetween(from: number, to: number, projectIds: ReadonlySet<string> | undefined): boolean {
    if (from >= to) return false;
    if (from < this.logFrom) return true;
    for (let index = this.evictionLog.length - 1; index >= 0; index -= 1) {
      const eviction = this.evictionLog[index]!;
      if (eviction.generation <= from) break;
      if (eviction.generation <= to && touches(projectIds, eviction.projectId)) return true;
    }
    return false;
  }
}
