import type { HttpRoute } from '../routes.ts';
import type { OperationName } from '../realtime.ts';

// Zod-free on purpose: the client's route table imports this file at start-up.
/**
 * projects: operation names the spec reaches over HTTP only (the socket RPC names of spec §7 are in
 * RPC_ACTIONS), and the REST route of every projects operation. Input schemas live beside them.
 * Series and the Recycle Bin (spec §2 /recycling) live here too: they are views over projects.
 */
export const PROJECTS_ACTIONS = ['recycleBin.list', 'recycleBin.restore', 'recycleBin.purge'] as const;

export const PROJECTS_ROUTES = {
  'projects.list': { method: 'GET', path: '/api/projects' },
  // GET /api/projects?includePreviews=true answers the same; this path gives the HTTP fallback a route of its own.
  'projects.listWithPreviews': { method: 'GET', path: '/api/projects/with-previews' },
  'project.create': { method: 'POST', path: '/api/projects' },
  'project.get': { method: 'GET', path: '/api/projects/:id' },
  // GET /api/projects/:id?details=true answers the same.
  'project.details': { method: 'GET', path: '/api/projects/:id/details' },
  'project.update': { method: 'PATCH', path: '/api/projects/:id' },
  'project.delete': { method: 'DELETE', path: '/api/projects/:id' },
  'project.clone': { method: 'POST', path: '/api/projects/:id/clone' },
  'project.addCollaborator': { method: 'POST', path: '/api/projects/:id/collaborators' },
  'project.removeCollaborator': { method: 'DELETE', path: '/api/projects/:id/collaborators/:collaboratorId' },
  'project.stats': { method: 'GET', path: '/api/projects/:id/stats' },
  'series.list': { method: 'GET', path: '/api/series' },
  'series.create': { method: 'POST', path: '/api/series' },
  'series.update': { method: 'PUT', path: '/api/series/:id' },
  'series.delete': { method: 'DELETE', path: '/api/series/:id' },
  'recycleBin.list': { method: 'GET', path: '/api/recycle-bin' },
  'recycleBin.restore': { method: 'POST', path: '/api/recycle-bin/:type/:id/restore' },
  'recycleBin.purge': { method: 'DELETE', path: '/api/recycle-bin/:type/:id' },
} satisfies Partial<Record<OperationName, HttpRoute>>;

/** Further REST routes that run the same operation (e.g. PUT beside PATCH); clients use the main route. */
export const PROJECTS_ROUTE_ALIASES = {
  'project.update': [{ method: 'PUT', path: '/api/projects/:id' }],
} satisfies Partial<Record<OperationName, HttpRoute[]>>;
