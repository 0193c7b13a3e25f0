import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/index.ts';
import type { UserChanges } from '../users/user-changes.ts';
import { InvalidationListener } from './invalidation-listener.ts';
import type { SessionCache } from './session-cache.ts';

/** What ended or changed: one session, every session of a user, or what project lists show. */
export type Invalidation = { sessionId: string } | { userId: string } | { projectLists: 'all' };

/** A cache of another module kept honest on the same channel: every process forgets all of it at once. */
export interface SharedCache {
  setEnabled(on: boolean): void;
  evictAll(): void;
}

/** The project list cache: also forgets only the pages a change inside one project may alter. */
export interface ProjectListsCache extends SharedCache {
  evictProject(projectId: string): void;
}

/** Projects named in one notification: well under PostgreSQL's 8000-byte payload. */
const PROJECTS_PER_NOTICE = 100;

export interface SessionInvalidationDeps {
  cache: SessionCache<unknown>;
  /** Changes to user rows, heard while listening (a user whose identity changed is forgotten). */
  userChanges: UserChanges;
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'schemaName'>;
  /** Set on PostgreSQL, where other processes of the installation keep caches of their own. */
  databaseUrl?: string | undefined;
  /** How long to wait before listening again after the connection was lost. */
  retryMs?: number;
  /** False when caching is switched off (SESSION_CACHE_SECONDS=0): listening never turns it on. */
  isCaching?: boolean;
  /**
   * The presented project lists (projects/project-list-cache.ts): cached only while listening too, cleared by
   * `projectListsChanged` in every process, and by any user change.
   */
  projectLists?: ProjectListsCache;
}

/** The NOTIFY channel of one installation (its schema), short enough for PostgreSQL's 63-byte names. */
export function invalidationChannel(schemaName: string): string {
  return `sym_sessions_${createHash('sha256').update(schemaName).digest('hex').slice(0, 16)}`;
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

const encode = (change: Invalidation) =>
  'sessionId' in change ? `s:${change.sessionId}` : 'userId' in change ? `u:${change.userId}` : 'l:';

/**
 * Keeps the session caches of every process of an installation honest. PGlite is one process: evicting here is
 * all. On PostgreSQL each API process listens on the installation's channel (invalidation-listener.ts), and an
 * eviction is also a NOTIFY, which the database hands to every listener as the change commits (a NOTIFY sent inside
 * a transaction waits for its commit), so a process goes on trusting a revoked session only for the moment the
 * notification takes to arrive. A process that is not listening (the worker, a lost connection) does not cache at
 * all. Changes to users (plan, profile, sign-in) are heard from the users repository (user-changes.ts) while
 * listening. The same channel keeps the project list cache honest (`projectListsChanged`), which caches under the
 * same conditions.
 */
export class SessionInvalidation {
  private readonly isClustered: boolean;
  private readonly isCaching: boolean;
  private readonly channel: string;
  private reportError: (error: unknown) => void = () => undefined;
  private listNotice: Promise<void> | undefined;
  /** List changes not yet told to the other processes: every page, or the pages of these projects. */
  private isListChangeAllDue = false;
  private readonly listChangesDue = new Set<string>();
  private listeners = 0;
  private started: Promise<() => Promise<void>> | undefined;

  constructor(private readonly deps: SessionInvalidationDeps) {
    this.isClustered = Boolean(deps.databaseUrl) && deps.database.kind === 'postgres';
    this.isCaching = deps.isCaching ?? true;
    this.channel = invalidationChannel(deps.database.schemaName);
    // Nothing is cached until `listen`: only then are revocations and user changes heard.
    this.setCaching(false);
  }

  /**
   * Evicts here and, on PostgreSQL, in every other process; resolves once the database has the notification.
   * Given the transaction that made the change, the other processes hear of it when that commits.
   */
  async publish(change: Invalidation, db: Database = this.deps.database.db): Promise<void> {
    const payload = encode(change);
    this.apply(payload);
    if (this.isClustered) await db.execute(sql`select pg_notify(${this.channel}, ${payload})`);
  }

  /**
   * Something project lists show changed (a domain event, published after its commit): inside one project
   * (`projectId`: only the pages that may show it) or anything else (every page). Forgotten here at once, and on
   * PostgreSQL the others are told at once too; changes during that notification's round trip are told together
   * by one more when it is back, so a burst of changes costs two notifications (a few more for many projects).
   */
  projectListsChanged(projectId?: string): void {
    if (projectId) this.deps.projectLists?.evictProject(projectId);
    else this.deps.projectLists?.evictAll();
    if (!this.isClustered) return;
    if (projectId) this.listChangesDue.add(projectId);
    else this.isListChangeAllDue = true;
    if (!this.listNotice) this.sendListChanges();
  }

  /** Tells the other processes the list changes due, then whatever came due meanwhile. */
  private sendListChanges(): void {
    const payloads = this.isListChangeAllDue
      ? [encode({ projectLists: 'all' })]
      : chunks([...this.listChangesDue], PROJECTS_PER_NOTICE).map((ids) => `p:${ids.join(',')}`);
    this.isListChangeAllDue = false;
    this.listChangesDue.clear();
    if (payloads.length === 0) return;
    const { db } = this.deps.database;
    this.listNotice = Promise.all(
      payloads.map((payload) => db.execute(sql`select pg_notify(${this.channel}, ${payload})`)),
    )
      .catch((error: unknown) => this.reportError(error))
      .then(() => {
        this.listNotice = undefined;
        this.sendListChanges();
      });
  }

  /**
   * Caches while listening: to user changes and, on PostgreSQL, to the other processes (caching only while that
   * connection lives; it reconnects after a loss). Several listeners (two apps on one set of services) share one
   * connection; the cache stops when the last one stops. Returns the function that stops this listener.
   */
  async listen(onError: (error: unknown) => void = () => undefined): Promise<() => Promise<void>> {
    this.listeners += 1;
    this.started ??= this.start(onError);
    const current = this.started;
    await current;
    let isDone = false;
    return async () => {
      if (isDone) return;
      isDone = true;
      this.listeners -= 1;
      if (this.listeners > 0) return;
      this.started = undefined;
      await (
        await current
      )();
    };
  }

  private setCaching(on: boolean): void {
    this.deps.cache.setEnabled(on && this.isCaching);
    this.deps.projectLists?.setEnabled(on);
  }

  private apply(payload: string): void {
    const id = payload.slice(2);
    if (payload.startsWith('s:')) this.deps.cache.evictSession(id);
    else if (payload.startsWith('u:')) {
      this.deps.cache.evictUser(id);
      this.deps.projectLists?.evictAll();
    } else if (payload.startsWith('l:')) this.deps.projectLists?.evictAll();
    else if (payload.startsWith('p:'))
      for (const projectId of id.split(',')) this.deps.projectLists?.evictProject(projectId);
  }

  /** Starts hearing user changes and, on PostgreSQL, the other processes; returns how to stop. */
  private async start(onError: (error: unknown) => void): Promise<() => Promise<void>> {
    this.reportError = onError;
    const stopHearingUsers = this.deps.userChanges.subscribe((userId, db) => this.publish({ userId }, db));
    if (!this.isClustered || !this.deps.databaseUrl) {
      this.setCaching(true);
      return async () => {
        stopHearingUsers();
        this.setCaching(false);
      };
    }
    const listener = new InvalidationListener({
      databaseUrl: this.deps.databaseUrl,
      channel: this.channel,
      retryMs: this.deps.retryMs ?? 1000,
      onNotice: (payload) => this.apply(payload),
      onListening: (isListening) => this.setCaching(isListening),
      onError,
    });
    await listener.start();
    return async () => {
      stopHearingUsers();
      await listener.stop();
    };
  }
}
