import type { HttpRoute } from '../routes.ts';
import type { OperationName } from '../realtime.ts';

// Zod-free on purpose: the client's route table imports this file at start-up.
/**
 * scenarios: operation names the spec reaches over HTTP only (the socket RPC names of spec §7 are in
 * RPC_ACTIONS), and the REST route of every scenarios operation. Input schemas live beside them.
 */
export const SCENARIOS_ACTIONS = [
  'scenarios.list',
  'scenario.shots.list',
  'scenario.shots.page',
  'scenario.scenes',
  'scenario.shot.create',
  'scenario.shot.update',
  'scenario.shot.delete',
  'scenario.shots.reorder',
  'scenario.shot.duplicate',
  'scenario.shot.assets',
  'scenario.shot.generations',
  'scenario.shot.videoGenerations',
  'scenario.generation.get',
  'scenario.generation.update',
  'scenario.generation.delete',
  'scenario.videoGeneration.delete',
] as const;

export const SCENARIOS_ROUTES = {
  'scenarios.list': { method: 'GET', path: '/api/scenarios' },
  'scenario.listByProject': { method: 'GET', path: '/api/scenarios/project/:projectId' },
  'scenario.get': { method: 'GET', path: '/api/scenarios/:id' },
  'scenario.create': { method: 'POST', path: '/api/scenarios' },
  'scenario.update': { method: 'PATCH', path: '/api/scenarios/:id' },
  'scenario.delete': { method: 'DELETE', path: '/api/scenarios/:id' },
  'scenario.shots.list': { method: 'GET', path: '/api/scenarios/:id/shots' },
  'scenario.shots.page': { method: 'GET', path: '/api/scenarios/:id/shots-external' },
  'scenario.scenes': { method: 'GET', path: '/api/scenarios/:id/scenes' },
  'scenario.shot.create': { method: 'POST', path: '/api/scenarios/:id/shots' },
  'scenario.shots.reorder': { method: 'PUT', path: '/api/scenarios/:id/shots/reorder' },
  'scenario.shot.update': { method: 'PUT', path: '/api/scenarios/:id/shots/:shotId' },
  'scenario.shot.delete': { method: 'DELETE', path: '/api/scenarios/:id/shots/:shotId' },
  'scenario.shot.duplicate': { method: 'POST', path: '/api/scenarios/:id/shots/:shotId/duplicate' },
  'scenario.shot.assets': { method: 'PUT', path: '/api/scenarios/:id/shots/:shotId/assets' },
  'scenario.shot.generations': { method: 'GET', path: '/api/scenarios/:id/shots/:shotId/generations' },
  'scenario.shot.videoGenerations': { method: 'GET', path: '/api/scenarios/:id/shots/:shotId/video-generations' },
  'scenario.generation.get': { method: 'GET', path: '/api/scenarios/:id/generations/:genId' },
  'scenario.generation.update': { method: 'PUT', path: '/api/scenarios/:id/generations/:genId' },
  'scenario.generation.delete': { method: 'DELETE', path: '/api/scenarios/:id/generations/:generationId' },
  'scenario.videoGeneration.delete': {
    method: 'DELETE',
    path: '/api/scenarios/:id/video-generations/:videoGenerationId',
  },
} satisfies Partial<Record<OperationName, HttpRoute>>;

/** Further REST routes that run the same operation (e.g. PUT beside PATCH); clients use the main route. */
export const SCENARIOS_ROUTE_ALIASES = {
  'scenario.update': [{ method: 'PUT', path: '/api/scenarios/:id' }],
} satisfies Partial<Record<OperationName, HttpRoute[]>>;
