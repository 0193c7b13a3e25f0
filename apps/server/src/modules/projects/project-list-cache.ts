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
 * page does not fill the cache with what it read, and readers of the same page at the same time share one database
 * read. Kept pages are frozen: nobody can change what the next reader gets. Disabled (until the process listens,
 * or with a TTL of 0), every read goes to the database.
 */
export class ProjectListCache {
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, { generation: number; page: Promise<ProjectListResult> }>();
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
    const { entries, reading } = this;
    const entry = entries.get(key);
    if (entry && entry.until > this.now()) return entry.value;
    if (entry) entries.delete(key);
    const pending = reading.get(key);
    if (pending && pending.generation === this.generation) return pending.page;
    const ticket = this.generation;
    const page = load().then((value) => {
      if (reading.get(key)?.page === page) reading.delete(key);
      const projectIds = shownProjects(value, isWholeList);
      if (!this.isEnabled || !this.isCurrent(ticket, projectIds)) return value;
      if (entries.size >= this.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value: deepFreeze(value), until: this.now() + this.ttlMs, projectIds });
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
    this.logFrom = this.generation;
    this.evictionLog = [];
    this.entries.clear();
    this.reading.clear();
  }

  /** Forgets the pages a change inside this project may alter (its content, not who sees it). */
  evictProject(projectId: string): void {
    this.generation += 1;
    this.evictionLog.push({ generation: this.generation, projectId });
    if (this.evictionLog.length > EVICTION_LOG_MAX) this.logFrom = this.evictionLog.shift()!.generation;
    for (const [key, entry] of this.entries) if (touches(entry.projectIds, projectId)) this.entries.delete(key);
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

  /** No eviction since the read with this ticket began may concern a page that shows `projectIds`. */
  private isCurrent(ticket: number, projectIds: ReadonlySet<string> | undefined): boolean {
    if (ticket === this.generation) return true;
    if (ticket < this.logFrom) return false;
    for (let index = this.evictionLog.length - 1; index >= 0; index -= 1) {
      const eviction = this.evictionLog[index]!;
      if (eviction.generation <= ticket) break;
      if (touches(projectIds, eviction.projectId)) return false;
    }
    return true;
  }
}
