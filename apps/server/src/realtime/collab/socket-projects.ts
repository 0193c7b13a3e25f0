/**
 * Which projects each of this process's sockets is present in, so a disconnect leaves exactly those. A socket that
 * was pruned elsewhere may still be listed: leaving a project it is no longer in changes nothing.
 */
export function createSocketProjects() {
  const joined = new Map<string, Set<string>>();

  return {
    /** Notes whether the socket is present in the project after a change. */
    record(socketId: string, projectId: string, isPresent: boolean): void {
      const projects = joined.get(socketId);
      if (isPresent) {
        joined.set(socketId, (projects ?? new Set()).add(projectId));
        return;
      }
      projects?.delete(projectId);
      if (projects?.size === 0) joined.delete(socketId);
    },

    projectsOf(socketId: string): string[] {
      return [...(joined.get(socketId) ?? [])];
    },

    /** Every (socket, project) pair, e.g. to leave them all when the process stops. */
    entries(): Array<[socketId: string, projectId: string]> {
      return [...joined].flatMap(([socketId, projects]) =>
        [...projects].map((projectId): [string, string] => [socketId, projectId]),
      );
    },

    /** Keeps only the pairs `keep` accepts. */
    retain(keep: (socketId: string, projectId: string) => boolean): void {
      for (const [socketId, projectId] of this.entries()) {
        if (!keep(socketId, projectId)) this.record(socketId, projectId, false);
      }
    },
  };
}

export type SocketProjects = ReturnType<typeof createSocketProjects>;
