import type { HttpRoute } from '../routes.ts';
import type { OperationName } from '../realtime.ts';

// Zod-free on purpose: the client's route table imports this file at start-up.
/**
 * Generation, jobs and credits: operation names the spec reaches over HTTP only (its socket RPC names are in
 * RPC_ACTIONS), and the REST route of every one of them.
 */
export const GENERATION_ACTIONS = [
  'jobs.get',
  'jobs.cancel',
  'jobs.listActive',
  'scenario.videos.generateAll',
  'scenario.shot.generate',
  'scenario.shot.generateVideo',
  'scenario.repairSplitText',
  'speech.voices',
] as const;

/** pg-boss queues; `GET /api/jobs/{queue}/{id}` names one of them. */
export const JOB_QUEUES = ['image-generation', 'video-generation', 'speech-generation', 'lipsync-generation'] as const;
export type JobQueue = (typeof JOB_QUEUES)[number];

const assetGeneration = '/api/assets/:id/generations/:generationId';
const shot = '/api/scenarios/:id/shots/:shotId';

export const GENERATION_ROUTES = {
  'jobs.get': { method: 'GET', path: '/api/jobs/:queue/:jobId' },
  'jobs.cancel': { method: 'DELETE', path: '/api/jobs/:queue/:jobId' },
  'jobs.listActive': { method: 'GET', path: '/api/projects/:id/jobs/active' },
  'credits.getBalance': { method: 'GET', path: '/api/credits/balance' },
  'credits.getPlans': { method: 'GET', path: '/api/credits/plans' },
  'credits.getUsage': { method: 'GET', path: '/api/credits/usage' },
  'credits.getSubscription': { method: 'GET', path: '/api/credits/subscription' },
  'credits.getPricing': { method: 'GET', path: '/api/credits/pricing' },
  'credits.purchase': { method: 'POST', path: '/api/credits/purchase' },
  'credits.subscription.upgrade': { method: 'POST', path: '/api/credits/subscription/upgrade' },
  'asset.image.generate': { method: 'POST', path: '/api/assets/:id/generate' },
  'asset.variant.image.generate': { method: 'POST', path: `${assetGeneration}/generate-image` },
  'asset.variantSuite.generate': { method: 'POST', path: '/api/assets/:id/variant-suite' },
  'asset.variant.mod.apply': { method: 'POST', path: `${assetGeneration}/modifications/:modificationId/apply` },
  'scenario.shots.generateAll': { method: 'POST', path: '/api/scenarios/:id/generate/images' },
  'scenario.videos.generateAll': { method: 'POST', path: '/api/scenarios/:id/generate/video' },
  'scenario.shot.generate': { method: 'POST', path: `${shot}/generate` },
  'scenario.shot.generateVideo': { method: 'POST', path: `${shot}/generate-video` },
  'scenario.shot.lipsync': { method: 'POST', path: `${shot}/lipsync` },
  'scenario.script.generate': { method: 'POST', path: '/api/scenarios/:id/script/generate' },
  'scenario.repairSplitText': { method: 'POST', path: '/api/scenarios/:id/repair-split-text' },
  'speech.voices': { method: 'GET', path: '/api/speech/voices' },
} satisfies Partial<Record<OperationName, HttpRoute>>;

export const GENERATION_ROUTE_ALIASES = {
  'scenario.videos.generateAll': [{ method: 'POST', path: '/api/scenarios/:id/generate-video' }],
} satisfies Partial<Record<OperationName, HttpRoute[]>>;
