import type { ActiveJob, Job, JobTicket } from '../api/generation.ts';
import { GENERATION_TARGET_KEYS } from '../api/generation.ts';
import { ASSET_EXAMPLE } from './asset-examples.ts';

/** Shared values of the generation examples in the API reference. */
const ids = {
  job: 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  videoJob: 'b2c3d4e5-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  lipsyncJob: 'c3d4e5f6-7a8b-4c9d-8e0f-2a3b4c5d6e7f',
  suiteJob: 'd4e5f6a7-8b9c-4d0e-9f1a-3b4c5d6e7f80',
  suiteVariant: '0d1e2f3a-5b6c-4d7e-9f8a-4b5c6d7e8f9a',
  scenario: '9a3d2f71-5b6c-4e8d-a1f0-7c2b3e4d5f60',
  shot: 'c4e5f6a7-1b2c-4d3e-8f9a-0b1c2d3e4f51',
} as const;
const variantId = ASSET_EXAMPLE.variant.id;

const variantTicket: JobTicket = {
  jobId: ids.job,
  queue: 'image-generation',
  cost: 1,
  targetId: variantId,
  targetKey: GENERATION_TARGET_KEYS.variantImage(variantId),
};

const job: Job = {
  id: ids.job,
  queue: 'image-generation',
  kind: 'image',
  status: 'completed',
  progress: 100,
  cost: 1,
  attempts: 1,
  error: null,
  errorCode: null,
  errorParams: null,
  result: { url: ASSET_EXAMPLE.image.image_url, targetType: 'asset-variant' },
  createdAt: ASSET_EXAMPLE.time,
  updatedAt: ASSET_EXAMPLE.later,
};

const activeJob: ActiveJob = {
  ...variantTicket,
  kind: 'image',
  status: 'active',
  progress: 40,
  scenarioId: null,
  shotId: null,
  assetId: ASSET_EXAMPLE.assetId,
};

export const GENERATION_EXAMPLE = {
  jobId: ids.job,
  projectId: ASSET_EXAMPLE.projectId,
  assetId: ASSET_EXAMPLE.assetId,
  variantId,
  modificationId: ASSET_EXAMPLE.modification.id,
  scenarioId: ids.scenario,
  shotId: ids.shot,
  job,
  cancelledJob: {
    ...job,
    status: 'failed',
    progress: 0,
    error: 'Cancelled',
    errorCode: 'job.cancelled',
    errorParams: {},
    result: null,
  } satisfies Job,
  activeJob,
  variantTicket,
  locationAssetId: ASSET_EXAMPLE.location.id,
  /** The first view of the location's variant suite. */
  suiteTicket: {
    jobId: ids.suiteJob,
    queue: 'image-generation',
    cost: 1,
    targetId: ids.suiteVariant,
    targetKey: GENERATION_TARGET_KEYS.variantImage(ids.suiteVariant),
  } satisfies JobTicket,
  shotTicket: {
    jobId: ids.job,
    queue: 'image-generation',
    cost: 1,
    targetId: 'd8c9b0a1-2f3e-4d5c-8b7a-6f5e4d3c2b1a',
    targetKey: GENERATION_TARGET_KEYS.shotImage(ids.shot),
  } satisfies JobTicket,
  videoTicket: {
    jobId: ids.videoJob,
    queue: 'video-generation',
    cost: 5,
    targetId: 'e9d0c1b2-3a4f-4e5d-9c8b-7a6f5e4d3c2b',
    targetKey: GENERATION_TARGET_KEYS.shotVideo(ids.shot),
  } satisfies JobTicket,
  lipsyncTicket: {
    jobId: ids.lipsyncJob,
    queue: 'lipsync-generation',
    cost: 5,
    targetId: ids.shot,
    targetKey: GENERATION_TARGET_KEYS.shotLipsync(ids.shot),
  } satisfies JobTicket,
} as const;
