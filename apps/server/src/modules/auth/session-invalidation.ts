import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/index.ts';
import { onUserChanged } from '../users/user-changes.ts';
import type { SessionCache } from './session-cache.ts';

/** What ended or changed: one session, every session of a user, or what project lists show. */
export type Invalidation = { sessionId: string } | { userId: string } | { projectLists: 'all' };

/** A cache of another module kept honest on the same channel: every process forgets all of it at once. */
export interface SharedCache {
  setEnabled(on: boolean): void;
  evictAll(): void;
}

export interface SessionInvalidationDeps {
  cache: SessionCache<unknown>;
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
  projectLists?: SharedCache;
}

export type SessionInvalidation = ReturnType<typeof createSessionInvalidation>;

/** The NOTIFY channel of one installation (its schema), short enough for PostgreSQL's 63-byte names. */
export function invalidationChannel(schemaName: string): string {
  return `sym_sessions_${createHash('sha256').update(schemaName).digest('hex').slice(0, 16)}`;
}

const encode = (change: Invalidation) =>
  'sessionId' in change ? `s:${change.sessionId}` : 'userId' in change ? `u:${change.userId}` : 'l:';

/**
 * Keeps the session caches of every process of an installation honest. PGlite is one process: evicting here is
 * all. On PostgreSQL each API process listens on the installation's channel, and an eviction is also a NOTIFY,
 * which the database hands to every listener as the change commits (a NOTIFY sent inside a transaction waits
 * for its commit), so a process goes on trusting a revoked session only for the moment the notification takes
 * to arrive. A process that is not listening (the worker, a lost connection) does not cache at all. Changes to
 * users (plan, profile, sign-in) are heard from the users repository (user-changes.ts) while listening. The same
 * channel keeps the project list cache honest (`projectListsChanged`), which caches under the same conditions.
 */
export function createSessionInvalidation(deps: SessionInvalidationDeps) {
  const { cache, database } = deps;
  const isClustered = Boolean(deps.databaseUrl) && database.kind === 'postgres';
  const isCaching = deps.isCaching ?? true;
  const channel = invalidationChannel(database.schemaName);
  const setCaching = (on: boolean) => {
    cache.setEnabled(on && isCaching);
    deps.projectLists?.setEnabled(on);
  };
  let reportError: (error: unknown) => void = () => undefined;
  let listNotice: Promise<void> | undefined;
  let isListNoticeDue = false;
  // Nothing is cached until `listen`: only then are revocations and user changes heard.
  setCaching(false);

  function apply(payload: string): void {
    const id = payload.slice(2);
    if (payload.startsWith('s:')) cache.evictSession(id);
    else if (payload.startsWith('u:')) {
      cache.evictUser(id);
      deps.projectLists?.evictAll();
    } else if (payload.startsWith('l:')) deps.projectLists?.evictAll();
  }

  async function publish(change: Invalidation, db: Database = database.db): Promise<void> {
    const payload = encode(change);
    apply(payload);
    if (isClustered) await db.execute(sql`select pg_notify(${channel}, ${payload})`);
  }

  /**
   * Something project lists show changed (a domain event, published after its commit): forgotten here at once, and
   * on PostgreSQL the others are told at once too; changes during that notification's round trip are told by one
   * more when it is back, so a burst of changes costs two notifications.
   */
  function projectListsChanged(): void {
    deps.projectLists?.evictAll();
    if (!isClustered) return;
    if (listNotice) {
      isListNoticeDue = true;
      return;
    }
    listNotice = database.db
      .execute(sql`select pg_notify(${channel}, ${encode({ projectLists: 'all' })})`)
      .catch(reportError)
      .then(() => {
        listNotice = undefined;
        if (!isListNoticeDue) return;
        isListNoticeDue = false;
        projectListsChanged();
      });
  }

  /** Starts hearing user changes and, on PostgreSQL, the other processes; returns how to stop. */
  async function start(onError: (error: unknown) => void): Promise<() => Promise<void>> {
    reportError = onError;
    const stopHearingUsers = onUserChanged((userId, db) => publish({ userId }, db));
    if (!isClustered) {
      setCaching(true);
      return async () => {
        stopHearingUsers();
        setCaching(false);
      };
    }
    const { default: pg } = await import('pg');
    let isStopped = false;
    let client: InstanceType<typeof pg.Client> | undefined;
    let retry: NodeJS.Timeout | undefined;

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: deps.databaseUrl });
      const lost = (error?: unknown) => {
        if (error) onError(error);
        setCaching(false);
        if (client === next) client = undefined;
        next.end().catch(() => undefined);
        if (!isStopped) retry ??= setTimeout(reconnect, deps.retryMs ?? 1000);
      };
      next.on('error', lost);
      next.on('end', () => lost());
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload) apply(message.payload);
      });
      client = next;
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
      if (client === next && !isStopped) setCaching(true);
    };
    const reconnect = () => {
      retry = undefined;
      connect().catch((error: unknown) => {
        onError(error);
        if (!isStopped) retry ??= setTimeout(reconnect, deps.retryMs ?? 1000);
      });
    };

    await connect().catch((error: unknown) => {
      onError(error);
      retry ??= setTimeout(reconnect, deps.retryMs ?? 1000);
    });
    return async () => {
      stopHearingUsers();
      isStopped = true;
      if (retry) clearTimeout(retry);
      setCaching(false);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    };
  }

  let listeners = 0;
  let started: Promise<() => Promise<void>> | undefined;

  return {
    /**
     * Evicts here and, on PostgreSQL, in every other process; resolves once the database has the notification.
     * Given the transaction that made the change, the other processes hear of it when that commits.
     */
    publish,

    /** Clears the project list cache here and, on PostgreSQL, in every other process (one NOTIFY per burst). */
    projectListsChanged,

    /**
     * Caches while listening: to user changes and, on PostgreSQL, to the other processes (caching only while that
     * connection lives; it reconnects after a loss). Several listeners (two apps on one set of services) share one
     * connection; the cache stops when the last one stops. Returns the function that stops this listener.
     */
    async listen(onError: (error: unknown) => void = () => undefined): Promise<() => Promise<void>> {
      listeners += 1;
      started ??= start(onError);
      const current = started;
      await current;
      let isDone = false;
      return async () => {
        if (isDone) return;
        isDone = true;
        listeners -= 1;
        if (listeners > 0) return;
        started = undefined;
        await (
          await current
        )();
      };
    },
  };
}
