/** Socket.IO room names: one per user (their own sockets) and one per project (everyone working in it). */
export const userRoom = (userId: string) => `user:${userId}`;
export const projectRoom = (projectId: string) => `project:${projectId}`;
/** The room of an episode's review pages: guests of its live review links, and members on such a page. */
export const reviewRoom = (scenarioId: string) => `review:${scenarioId}`;
