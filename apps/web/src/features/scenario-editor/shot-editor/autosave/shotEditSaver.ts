import type { Shot } from '@sym/contracts';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessageOf, isConflictError } from '../../../../lib/errors';
import { scenarioEditorKeys } from '../../api/scenarioEditorKeys';
import { shotEditorApi } from '../shotEditorApi';
import { pendingEditsStore } from './pendingEditsStore';
import { conflictFieldsOf, conflictShotOf, isOffline, isRetryable } from './saveErrors';
import {
  completeEdit,
  conflictEdit,
  conflictOf,
  enqueueEdit,
  failEdit,
  hasPendingEdits,
  keepMine,
  nextEdit,
  nextRetryAt,
  pendingChangesOf,
  rebaseOnConflict,
  retryNow,
  startEdit,
  takeTheirs,
  versionOf,
  type PendingEdit,
  type SaveQueue,
  type ShotChanges,
} from './saveQueue';

/** Quiet time after the last keystroke before an edit is sent. */
export const SAVE_DEBOUNCE_MS = 600;
/** Someone typing without pause still gets saved this often. */
export const SAVE_MAX_WAIT_MS = 3_000;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'error' | 'conflict';

/** A shot someone else saved while this user's edits of it were waiting: the user keeps his or takes theirs. */
export interface SaveConflict {
  shotId: string;
  current: Shot;
  /** The fields changed on both sides (empty when the server only said the shot changed). */
  fields: string[];
}

export interface SaveSnapshot {
  status: SaveStatus;
  /** The refusal or failure to show with the error state. */
  error: string | null;
  /** Edits not yet stored by the server. */
  pendingCount: number;
  /** The conflict waiting for the user's choice, if any. */
  conflict: SaveConflict | null;
}

type SaverApi = Pick<typeof shotEditorApi, 'update' | 'setAssets'>;

interface SaverOptions {
  api?: SaverApi;
  now?: () => number;
}

/** How often in a row an edit is silently put over a newer shot before the user is asked. */
const MAX_SILENT_REBASES = 3;

/**
 * Saves one scenario's shot edits: each edit shows at once in the shots cache, is persisted in localStorage,
 * and is sent after a short pause through scenario.shot.update (assets through scenario.shot.assets).
 * Failed edits stay queued and are retried with backoff and when the browser comes back online. It lives
 * as long as the page (not the panel), so edits keep saving after the panel closes.
 */
export class ShotEditSaver {
  private queue: SaveQueue;
  private snapshot: SaveSnapshot;
  private listeners = new Set<() => void>();
  private debounceTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private firstUnsentAt: number | null = null;
  private isPumping = false;
  private wasOffline = false;
  private hasSaved = false;
  private idleWaiters: (() => void)[] = [];
  private readonly api: SaverApi;
  private readonly now: () => number;

  constructor(
    private readonly scenarioId: string,
    private readonly queryClient: QueryClient,
    options: SaverOptions = {},
  ) {
    this.api = options.api ?? shotEditorApi;
    this.now = options.now ?? Date.now;
    this.queue = pendingEditsStore.load(scenarioId);
    this.snapshot = this.computeSnapshot();
    if (typeof window !== 'undefined') window.addEventListener('online', this.handleOnline);
    this.watchShotsCache();
    // Edits left from an earlier visit (a reload while offline) are replayed now.
    if (this.queue.edits.length > 0) {
      this.queue.edits.forEach((edit) => this.showInCache(edit.shotId, edit.changes));
      void this.pump();
    }
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SaveSnapshot => this.snapshot;

  /** Records an edit of a shot: shown at once, saved after the debounce. */
  edit(shotId: string, changes: ShotChanges): void {
    // What the user is editing: the shot as the cache has it from the server (or a live update), with the edits
    // on their way on top — the values the server will hold once those are stored.
    const shot = this.queryClient.getQueryData<Shot[]>(this.shotsKey)?.find((item) => item.id === shotId);
    const base = shot
      ? (Object.fromEntries(Object.keys(changes).map((field) => [field, shot[field as keyof Shot]])) as ShotChanges)
      : undefined;
    this.setQueue(enqueueEdit(this.queue, shotId, changes, versionOf(shot) ?? null, base));
    this.showInCache(shotId, changes);
    this.scheduleFlush();
  }

  /** Unsaved changes of a shot (what the shots cache shows on top of the server's answer). */
  pendingChanges(shotId: string): ShotChanges {
    return pendingChangesOf(this.queue, shotId);
  }

  hasPending(shotId?: string): boolean {
    return hasPendingEdits(this.queue, shotId);
  }

  /**
   * Sends waiting edits now (panel closing, shot changing, before a generation or a cut). Resolves when
   * they are saved, or when nothing more can be sent for now (offline or refused): true if none is left.
   */
  async flush(shotId?: string): Promise<boolean> {
    this.clearDebounce();
    await this.pump();
    if (this.isPumping) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    return !this.hasPending(shotId);
  }

  /** The user's Retry, and coming back online: every queued edit goes again at once. */
  retry = () => {
    this.setQueue(retryNow(this.queue));
    void this.pump();
  };

  /** "Keep mine" on a conflict: the shot's edits are sent again over the version the other person saved. */
  keepMine = (shotId: string) => {
    this.setQueue(keepMine(this.queue, shotId));
    void this.pump();
  };

  /**
   * "Take theirs" on a conflict: the shot's unsaved edits are dropped and the other person's version shown, then
   * the shots are read again so the shot is the latest saved one (not only the one the conflict answered).
   */
  takeTheirs = (shotId: string) => {
    const current = this.queue.edits.find((edit) => edit.shotId === shotId && edit.conflict)?.conflict;
    this.setQueue(takeTheirs(this.queue, shotId));
    if (current) this.showServerShot(current);
    void this.queryClient.invalidateQueries({ queryKey: this.shotsKey });
  };

  dispose(): void {
    if (typeof window !== 'undefined') window.removeEventListener('online', this.handleOnline);
    this.clearDebounce();
    clearTimeout(this.retryTimer);
    this.unwatchCache?.();
  }

  private unwatchCache: (() => void) | undefined;

  private handleOnline = () => this.retry();

  private scheduleFlush() {
    const now = this.now();
    this.firstUnsentAt ??= now;
    const delay = Math.max(0, Math.min(SAVE_DEBOUNCE_MS, this.firstUnsentAt + SAVE_MAX_WAIT_MS - now));
    clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = undefined;
      this.firstUnsentAt = null;
      void this.pump();
    }, delay);
  }

  private clearDebounce() {
    clearTimeout(this.debounceTimer);
    this.debounceTimer = undefined;
    this.firstUnsentAt = null;
  }

  /** Sends due edits one at a time, in order, until none is due; then waits for the next retry instant. */
  private async pump(): Promise<void> {
    if (this.isPumping) return;
    this.isPumping = true;
    this.emit();
    try {
      // While the user is still typing (a debounce is pending) the loop stops; the debounce resumes it.
      for (
        let edit = nextEdit(this.queue, this.now());
        edit && this.debounceTimer === undefined;
        edit = nextEdit(this.queue, this.now())
      ) {
        await this.send(edit);
      }
    } finally {
      this.isPumping = false;
      this.scheduleRetry();
      this.emit();
      const waiters = this.idleWaiters.splice(0);
      waiters.forEach((resolve) => resolve());
    }
  }

  private async send(edit: PendingEdit) {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      // No request at all: over a socket it would only fail after the RPC timeout. The 'online' event
      // (or the backoff) sends it.
      this.wasOffline = true;
      this.setQueue(
        failEdit(this.queue, edit.id, { now: this.now(), isRetryable: true, error: ApiError.network().message }),
      );
      return;
    }
    this.setQueue(startEdit(this.queue, edit.id));
    const { assetIds, ...fields } = edit.changes;
    try {
      let saved: Shot | undefined;
      if (Object.keys(fields).length > 0) {
        saved = await this.api.update(
          this.scenarioId,
          edit.shotId,
          fields,
          edit.baseUpdatedAt ?? undefined,
          edit.base ? baseOfFields(edit.base, fields) : undefined,
        );
      }
      if (assetIds) saved = await this.api.setAssets(this.scenarioId, edit.shotId, assetIds);
      this.wasOffline = false;
      this.hasSaved = true;
      this.setQueue(completeEdit(this.queue, edit.id, versionOf(saved)));
      if (saved) this.showServerShot(saved);
    } catch (error) {
      const current = isConflictError(error) ? conflictShotOf(error.current, edit.shotId) : null;
      if (current) {
        this.handleConflict(edit, current, conflictFieldsOf(error), errorMessageOf(error));
        return;
      }
      if (error instanceof ApiError && error.status === 404) {
        // The shot (or the episode) is gone: its edits can never be stored anywhere.
        this.setQueue({ ...this.queue, edits: this.queue.edits.filter((item) => item.shotId !== edit.shotId) });
        return;
      }
      this.wasOffline = isOffline(error);
      this.setQueue(
        failEdit(this.queue, edit.id, {
          now: this.now(),
          isRetryable: isRetryable(error),
          error: errorMessageOf(error),
        }),
      );
    }
  }

  /**
   * Someone else saved the shot since the user's version. Fields named that the user did not really change are
   * left to the other person and the rest goes again over the latest shot without a word; a field changed on
   * both sides is never overwritten behind anyone's back: the user chooses.
   */
  private handleConflict(edit: PendingEdit, current: Shot, fields: string[] | undefined, message: string) {
    if (fields && edit.base && edit.attempts < MAX_SILENT_REBASES) {
      const rebased = rebaseOnConflict(this.queue, edit.id, current, fields);
      if (rebased.conflicting.length === 0) {
        this.setQueue(rebased.queue);
        this.showServerShot(current);
        return;
      }
      this.setQueue(conflictEdit(this.queue, edit.id, current, message, rebased.conflicting));
      return;
    }
    this.setQueue(conflictEdit(this.queue, edit.id, current, message, fields ?? []));
  }

  private scheduleRetry() {
    clearTimeout(this.retryTimer);
    const at = nextRetryAt(this.queue);
    if (at === null) return;
    this.retryTimer = setTimeout(() => void this.pump(), Math.max(0, at - this.now()));
  }

  private setQueue(queue: SaveQueue) {
    this.queue = queue;
    pendingEditsStore.save(this.scenarioId, queue);
    this.emit();
  }

  private computeSnapshot(): SaveSnapshot {
    const pendingCount = this.queue.edits.length;
    const blocked = this.queue.edits.find((edit) => edit.isBlocked);
    const failed = this.queue.edits.find((edit) => edit.error !== null);
    const conflicted = conflictOf(this.queue);
    const conflict = conflicted?.conflict
      ? { shotId: conflicted.shotId, current: conflicted.conflict, fields: conflicted.conflictFields ?? [] }
      : null;
    let status: SaveStatus;
    if (conflict) status = 'conflict';
    else if (blocked) status = 'error';
    else if (pendingCount > 0 && this.wasOffline) status = 'offline';
    else if (this.isPumping) status = 'saving';
    // A server hiccup: retried by itself with backoff, and the user may retry at once.
    else if (failed) status = 'error';
    else if (pendingCount > 0) status = 'saving';
    else status = this.hasSaved ? 'saved' : 'idle';
    return { status, error: (blocked ?? failed)?.error ?? null, pendingCount, conflict };
  }

  private emit() {
    const next = this.computeSnapshot();
    const previous = this.snapshot;
    if (
      next.status === previous.status &&
      next.error === previous.error &&
      next.pendingCount === previous.pendingCount &&
      next.conflict?.current === previous.conflict?.current
    )
      return;
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }

  private get shotsKey() {
    return scenarioEditorKeys.shots(this.scenarioId);
  }

  private showInCache(shotId: string, changes: ShotChanges) {
    this.queryClient.setQueryData<Shot[]>(this.shotsKey, (shots) =>
      shots?.map((shot) => (shot.id === shotId ? { ...shot, ...changes } : shot)),
    );
  }

  /** The server's shot, with the edits still on their way on top, so a later edit is not undone on screen. */
  private showServerShot(saved: Shot) {
    const pending = this.pendingChanges(saved.id);
    this.queryClient.setQueryData<Shot[]>(this.shotsKey, (shots) =>
      shots?.map((shot) => (shot.id === saved.id ? { ...saved, ...pending } : shot)),
    );
  }

  /** A refetch of the shots (another change, a finished generation) must not hide edits not yet saved. */
  private watchShotsCache() {
    const hash = hashKey(this.shotsKey);
    this.unwatchCache = this.queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== hash) return;
      if (event.action.type !== 'success' || event.action.manual) return;
      if (this.queue.edits.length === 0) return;
      const shots = event.query.state.data as Shot[] | undefined;
      if (!shots?.some((shot) => this.hasPending(shot.id))) return;
      this.queryClient.setQueryData<Shot[]>(this.shotsKey, (current) =>
        current?.map((shot) => ({ ...shot, ...this.pendingChanges(shot.id) })),
      );
    });
  }
}

/** The base values of the fields being sent (assets go through their own call). */
function baseOfFields(base: ShotChanges, fields: ShotChanges): ShotChanges {
  return Object.fromEntries(
    Object.keys(fields).flatMap((field) => (field in base ? [[field, base[field as keyof ShotChanges]]] : [])),
  ) as ShotChanges;
}

const savers = new WeakMap<QueryClient, Map<string, ShotEditSaver>>();

/** The one saver of an episode for this query cache (created, and its stored edits replayed, on first use). */
export function getShotEditSaver(queryClient: QueryClient, scenarioId: string): ShotEditSaver {
  let byScenario = savers.get(queryClient);
  if (!byScenario) {
    byScenario = new Map();
    savers.set(queryClient, byScenario);
  }
  let saver = byScenario.get(scenarioId);
  if (!saver) {
    saver = new ShotEditSaver(scenarioId, queryClient);
    byScenario.set(scenarioId, saver);
  }
  return saver;
}

/** The episode's saver if one exists already (live updates keep its unsaved edits on top; none is made). */
export function peekShotEditSaver(queryClient: QueryClient, scenarioId: string): ShotEditSaver | undefined {
  return savers.get(queryClient)?.get(scenarioId);
}
