import { FIELD_LOCK_LEASE_MS, PRESENCE_PRUNE_MS } from '@sym/contracts';
import {
  emptyCollabState,
  hasSocket,
  isCollabStateEmpty,
  leaveRule,
  ruleMethods,
  snapshotOf,
  sweepRule,
  type CollabProjectState,
  type ChangeProject,
  type RuleContext,
} from './collab-rules.ts';
import type { CollabEmit, CollabOutcome, CollabStore, CollabTiming } from './collab-store.ts';
import { createSocketProjects } from './socket-projects.ts';

/** The process id the in-memory store records for its sockets: they all belong to this one process. */
const LOCAL_PROCESS = 'local';

/**
 * The collaboration rules (collab-rules.ts) on states kept in one process's memory: the embedded default, where one
 * process serves every socket. Pure apart from the injected clock.
 */
export function createMemoryCollabStore(timing: CollabTiming = {}): CollabStore {
  const now = timing.now ?? Date.now;
  const lockLeaseMs = timing.lockLeaseMs ?? FIELD_LOCK_LEASE_MS;
  const pruneMs = timing.presencePruneMs ?? PRESENCE_PRUNE_MS;
  const projects = new Map<string, CollabProjectState>();
  const socketProjects = createSocketProjects();

  const contextOf = (projectId: string): RuleContext => ({
    projectId,
    now: now(),
    lockLeaseMs,
    processId: LOCAL_PROCESS,
  });

  /** Runs a rule on the project's state (created when missing, forgotten when empty again). */
  const change: ChangeProject = (projectId, socketId, rule) => {
    const state = projects.get(projectId) ?? emptyCollabState();
    projects.set(projectId, state);
    const outcome = rule(state, contextOf(projectId));
    socketProjects.record(socketId, projectId, hasSocket(state, socketId));
    if (isCollabStateEmpty(state)) projects.delete(projectId);
    return Promise.resolve(outcome);
  };

  function leave(projectId: string, socketId: string): CollabOutcome {
    socketProjects.record(socketId, projectId, false);
    const state = projects.get(projectId);
    if (!state) return { emits: [] };
    const outcome = leaveRule(state, contextOf(projectId), socketId);
    if (isCollabStateEmpty(state)) projects.delete(projectId);
    return outcome;
  }

  return {
    ...ruleMethods(change),
    leave: (projectId, socketId) => Promise.resolve(leave(projectId, socketId)),
    leaveAll(socketId) {
      const emits = socketProjects.projectsOf(socketId).flatMap((projectId) => leave(projectId, socketId).emits);
      return Promise.resolve({ emits });
    },

    sweep() {
      const emits: CollabEmit[] = [];
      const staleBefore = now() - pruneMs;
      for (const [projectId, state] of [...projects]) {
        emits.push(...sweepRule(state, contextOf(projectId), { staleBefore }).emits);
        if (isCollabStateEmpty(state)) projects.delete(projectId);
      }
      socketProjects.retain((socketId, projectId) => {
        const state = projects.get(projectId);
        return state !== undefined && hasSocket(state, socketId);
      });
      return Promise.resolve({ emits });
    },

    snapshot(projectId) {
      // Expired locks are left out here and ended (with their event) by the next change or sweep.
      return Promise.resolve(snapshotOf(projects.get(projectId) ?? emptyCollabState(), now()));
    },
  };
}
