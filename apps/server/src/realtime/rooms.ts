/** Socket.IO room names: one per user (their own sockets) and one per project (everyone working in it). */
export const userRoom = (userId: string) => `user:${userId}`;
export const projectRoom = (projectId: string) => `project:${projectId}`;
/** The room of an episode's review pages: guests of its live review links, and members on such a page. */
export const reviewRoom = (scenarioId: string) => `review:${scenarioId}`;
/** The socket presenting an episode (one at a time: a new presenter takes over). */
export const presenterRoom = (scenarioId: string) => `presenter:${scenarioId}`;
/** The sockets presenting an episode of a project, found when someone joins the project's room late. */
export const projectPresentersRoom = (projectId: string) => `presenters:${projectId}`;
