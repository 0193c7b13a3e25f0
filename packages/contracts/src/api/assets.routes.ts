import type { HttpRoute } from '../routes.ts';
import type { OperationName } from '../realtime.ts';

// Zod-free on purpose: the client's route table imports this file at start-up.
/**
 * assets: operation names the spec reaches over HTTP only (the socket RPC names of spec §7 are in
 * RPC_ACTIONS), and the REST route of every assets operation. Input schemas live beside them.
 */
export const ASSETS_ACTIONS = [
  'assets.list',
  'asset.get',
  'asset.generation.create',
  'asset.referenceImage.remove',
] as const;

const generationPath = '/api/assets/:id/generations/:generationId';

export const ASSETS_ROUTES = {
  'assets.list': { method: 'GET', path: '/api/assets' },
  'asset.listByProject': { method: 'GET', path: '/api/assets/project/:projectId' },
  'asset.get': { method: 'GET', path: '/api/assets/:id' },
  'asset.create': { method: 'POST', path: '/api/assets' },
  'asset.update': { method: 'PATCH', path: '/api/assets/:id' },
  'asset.delete': { method: 'DELETE', path: '/api/assets/:id' },
  'asset.referenceImage.remove': { method: 'DELETE', path: '/api/assets/:id/reference-image' },
  'asset.generations.list': { method: 'GET', path: '/api/assets/:id/generations' },
  'asset.generation.create': { method: 'POST', path: '/api/assets/:id/generations' },
  'asset.generation.update': { method: 'PUT', path: generationPath },
  'asset.generation.delete': { method: 'DELETE', path: generationPath },
  'asset.variant.images.list': { method: 'GET', path: '/api/assets/variant-images/:generationId' },
  'asset.variant.images.batch': { method: 'POST', path: '/api/assets/variant-images/batch' },
  'asset.variant.image.setPrimaryById': { method: 'PUT', path: '/api/assets/variant-images/:imageId/set-primary' },
  'asset.variant.image.deleteById': { method: 'DELETE', path: '/api/assets/variant-images/:imageId' },
  'asset.variant.mod.add': { method: 'POST', path: `${generationPath}/modifications` },
  'asset.variant.mod.list': { method: 'GET', path: `${generationPath}/modifications` },
  'asset.variant.mod.delete': { method: 'DELETE', path: `${generationPath}/modifications/:modificationId` },
} satisfies Partial<Record<OperationName, HttpRoute>>;

/** Further REST routes that run the same operation (e.g. PUT beside PATCH); clients use the main route. */
export const ASSETS_ROUTE_ALIASES = {
  'asset.listByProject': [{ method: 'GET', path: '/api/projects/:projectId/assets' }],
  'asset.update': [{ method: 'PUT', path: '/api/assets/:id' }],
  'asset.generation.update': [{ method: 'PATCH', path: generationPath }],
  'asset.variant.image.setPrimaryById': [{ method: 'PUT', path: `${generationPath}/images/:imageId/set-primary` }],
  'asset.variant.image.deleteById': [{ method: 'DELETE', path: `${generationPath}/images/:imageId` }],
} satisfies Partial<Record<OperationName, HttpRoute[]>>;
