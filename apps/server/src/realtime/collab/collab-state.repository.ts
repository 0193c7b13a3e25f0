import { eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { collabProcesses, collabProjects } from '../../db/schema.ts';
import { emptyCollabState, isCollabStateEmpty, type CollabProjectState } from './collab-rules.ts';

/** A project's state is read, changed in place by `change`, and written back (or its row deleted when empty). */
type Change<T> = (state: CollabProjectState) => T;

interface ProjectRow {
  projectId: string;
  state: unknown;
}

/** Another transaction deleted the row between our insert and our lock: run again. */
const RETRY = Symbol('retry');

/**
 * The only code that queries collab_projects and collab_processes: per-project states locked FOR UPDATE while the
 * rules change them, and the heartbeats of the API processes holding sockets.
 */
export function createCollabStateRepository(db: Database, now: () => number) {
  const at = () => new Date(now());

  /** Writes the changed state back, deletes the row of an empty one, leaves an unchanged one alone. */
  async function save(tx: Database, projectId: string, state: CollabProjectState, before: string | undefined) {
    if (isCollabStateEmpty(state)) {
      if (before !== undefined) await tx.delete(collabProjects).where(eq(collabProjects.projectId, projectId));
      return;
    }
    if (before === undefined) {
      await tx.insert(collabProjects).values({ projectId, state, updatedAt: at() });
      return;
    }
    if (JSON.stringify(state) === before) return;
    await tx.update(collabProjects).set({ state, updatedAt: at() }).where(eq(collabProjects.projectId, projectId));
  }

  /** Runs `change` on the row's state (parsed JSON, changed in place) and saves what it became. */
  async function changeRow<T>(tx: Database, projectId: string, row: ProjectRow | undefined, change: Change<T>) {
    const before = row ? JSON.stringify(row.state) : undefined;
    const state = row ? (row.state as CollabProjectState) : emptyCollabState();
    const outcome = change(state);
    await save(tx, projectId, state, before);
    return outcome;
  }

  return {
    /**
     * Runs `change` on the project's state with its row locked (created first when `isCreating`, so two processes
     * changing a project nobody is in yet wait for each other), and saves the result in the same transaction.
     */
    async changeProject<T>(projectId: string, isCreating: boolean, change: Change<T>): Promise<T> {
      for (;;) {
        const result = await db.transaction(async (tx) => {
          if (isCreating) {
            const state = emptyCollabState();
            await tx.insert(collabProjects).values({ projectId, state, updatedAt: at() }).onConflictDoNothing();
          }
          const [row] = await tx
            .select({ projectId: collabProjects.projectId, state: collabProjects.state })
            .from(collabProjects)
            .where(eq(collabProjects.projectId, projectId))
            .for('update');
          if (!row && isCreating) return RETRY;
          return { outcome: await changeRow(tx, projectId, row, change) };
        });
        if (result !== RETRY) return result.outcome;
      }
    },

    /** The project's state as last committed, without locking. */
    async readProject(projectId: string): Promise<CollabProjectState> {
      const [row] = await db
        .select({ projectId: collabProjects.projectId, state: collabProjects.state })
        .from(collabProjects)
        .where(eq(collabProjects.projectId, projectId));
      return row ? (row.state as CollabProjectState) : emptyCollabState();
    },

    /**
     * Runs `change` on every project row no other transaction holds (FOR UPDATE SKIP LOCKED: concurrent sweepers
     * never both see a row) and saves them. `change` also receives the processes whose heartbeat is not older than
     * `liveSince`, read after the rows are locked, so a process that started and joined meanwhile counts as live.
     */
    async changeEveryProject(
      liveSince: Date,
      change: (projectId: string, state: CollabProjectState, liveProcesses: ReadonlySet<string>) => void,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ projectId: collabProjects.projectId, state: collabProjects.state })
          .from(collabProjects)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return;
        const live = await tx
          .select({ processId: collabProcesses.processId })
          .from(collabProcesses)
          .where(gte(collabProcesses.seenAt, liveSince));
        const liveProcesses = new Set(live.map((process) => process.processId));
        for (const row of rows) {
          await changeRow(tx, row.projectId, row, (state) => change(row.projectId, state, liveProcesses));
        }
      });
    },

    /** Records that the process is alive now. */
    async heartbeat(processId: string): Promise<void> {
      const seenAt = at();
      await db
        .insert(collabProcesses)
        .values({ processId, seenAt })
        .onConflictDoUpdate({ target: collabProcesses.processId, set: { seenAt } });
    },

    async deleteProcess(processId: string): Promise<void> {
      await db.delete(collabProcesses).where(eq(collabProcesses.processId, processId));
    },

    /** Forgets the processes last seen before `since` (their sockets count as gone whether or not a row is left). */
    async deleteProcessesSeenBefore(since: Date): Promise<void> {
      await db.delete(collabProcesses).where(lt(collabProcesses.seenAt, since));
    },
  };
}

export type CollabStateRepository = ReturnType<typeof createCollabStateRepository>;
