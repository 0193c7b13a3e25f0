import { randomUUID } from 'node:crypto';
import { FIELD_LOCK_LEASE_MS, PRESENCE_PRUNE_MS } from '@sym/contracts';
import type { DatabaseHandle } from '../../db/index.ts';
import {
  hasSocket,
  leaveRule,
  ruleMethods,
  snapshotOf,
  sweepRule,
  type ChangeProject,
  type RuleContext,
} from './collab-rules.ts';
import { createCollabStateRepository } from './collab-state.repository.ts';
import type { CollabEmit, CollabOutcome, CollabStore, CollabTiming } from './collab-store.ts';
import { createSocketProjects } from './socket-projects.ts';

export interface PostgresCollabOptions extends CollabTiming {
  /** This process's id in the shared state (random by default; tests give their own). */
  processId?: string;
  /**
   * The sockets of a process whose heartbeat (refreshed by its sweep) is older than this are removed by another
   * process's sweep: it died without leaving. The lock lease by default.
   */
  processLeaseMs?: number;
}

export interface PostgresCollabStore extends CollabStore {
  readonly processId: string;
  close(): Promise<CollabOutcome>;
}

/**
 * The collaboration rules (collab-rules.ts) on states shared by every API process through the database: one row per
 * project a socket is in, changed under a row lock, so a lock taken through one process refuses the same field
 * through another. Each process keeps a heartbeat row; a process that dies (no leave, no disconnect) loses its
 * sockets' presence, locks and selections to the next sweep of a surviving process once its lease runs out.
 */
export function createPostgresCollabStore(
  database: DatabaseHandle,
  options: PostgresCollabOptions = {},
): PostgresCollabStore {
  const now = options.now ?? Date.now;
  const lockLeaseMs = options.lockLeaseMs ?? FIELD_LOCK_LEASE_MS;
  const pruneMs = options.presencePruneMs ?? PRESENCE_PRUNE_MS;
  const processLeaseMs = options.processLeaseMs ?? lockLeaseMs;
  const processId = options.processId ?? randomUUID();
  const repository = createCollabStateRepository(database.db, now);
  /** This process's sockets and the projects they are in (sockets never move between processes). */
  const socketProjects = createSocketProjects();
  let lastHeartbeat: number | undefined;

  const contextOf = (projectId: string): RuleContext => ({ projectId, now: now(), lockLeaseMs, processId });

  async function heartbeat(): Promise<void> {
    const at = now();
    await repository.heartbeat(processId);
    lastHeartbeat = at;
  }

  /**
   * Before a change: the heartbeat row exists and is fresh, so no sweeper takes this process's new sockets for a
   * dead process's (at creation, or after a stall long enough for another process to forget this one).
   */
  async function ensureAlive(): Promise<void> {
    if (lastHeartbeat === undefined || now() - lastHeartbeat > processLeaseMs / 3) await heartbeat();
  }

  /** Runs a rule on the project's shared state and notes whether the socket is in the project afterwards. */
  const change: ChangeProject = async (projectId, socketId, rule, isCreating = true) => {
    await ensureAlive();
    const { outcome, isPresent } = await repository.changeProject(projectId, isCreating, (state) => ({
      outcome: rule(state, contextOf(projectId)),
      isPresent: hasSocket(state, socketId),
    }));
    socketProjects.record(socketId, projectId, isPresent);
    return outcome;
  };

  const leave = (projectId: string, socketId: string) =>
    change(projectId, socketId, (state, ctx) => leaveRule(state, ctx, socketId), false);

  async function leaveEverywhere(pairs: Array<[socketId: string, projectId: string]>): Promise<CollabOutcome> {
    const emits: CollabEmit[] = [];
    for (const [socketId, projectId] of pairs) emits.push(...(await leave(projectId, socketId)).emits);
    return { emits };
  }

  // Registered at once, so another process never mistakes this one's first sockets for a dead process's.
  const started = heartbeat();
  started.catch(() => undefined);

  return {
    processId,

    ...ruleMethods(change),
    leave,
    leaveAll: (socketId) =>
      leaveEverywhere(socketProjects.projectsOf(socketId).map((projectId) => [socketId, projectId])),

    async sweep() {
      await heartbeat();
      const emits: CollabEmit[] = [];
      const liveSince = new Date(now() - processLeaseMs);
      const staleBefore = now() - pruneMs;
      await repository.changeEveryProject(liveSince, (projectId, state, liveProcesses) => {
        const isProcessGone = (id: string) => id !== processId && !liveProcesses.has(id);
        emits.push(...sweepRule(state, contextOf(projectId), { staleBefore, isProcessGone }).emits);
      });
      // Their sockets are gone from every row swept above; a row skipped now is swept later (no row = gone too).
      await repository.deleteProcessesSeenBefore(liveSince);
      return { emits };
    },

    async snapshot(projectId) {
      // Expired locks are left out here and ended (with their event) by the next change or sweep.
      return snapshotOf(await repository.readProject(projectId), now());
    },

    /** This process stops: its sockets leave every project (with the events to send) and its heartbeat row goes. */
    async close() {
      await started.catch(() => undefined);
      const outcome = await leaveEverywhere(socketProjects.entries());
      await repository.deleteProcess(processId);
      return outcome;
    },
  };
}
