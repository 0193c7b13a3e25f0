/**
 * The episodes this tab presents live, and as whom: the tab's own presentation comes back to it from the project
 * room, and is not offered to it to follow.
 */
const sessions = new Map<string, string>();
const listeners = new Set<() => void>();

export const liveSessions = {
  start(scenarioId: string, presenterId: string): void {
    sessions.set(scenarioId, presenterId);
    listeners.forEach((listener) => listener());
  },
  stop(scenarioId: string): void {
    if (!sessions.delete(scenarioId)) return;
    listeners.forEach((listener) => listener());
  },
  /** Who presents the episode from this tab, if it does. */
  presenterOf(scenarioId: string): string | undefined {
    return sessions.get(scenarioId);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
