import type { JobKind } from '@sym/contracts';

/** One stored target of every generation kind and the id its client follows (export rows have their own). */
export const TARGET_SAMPLES: Record<
  Exclude<JobKind, 'export'>,
  { stored: Record<string, unknown>; targetId: string }
> = {
  'asset-variant': {
    stored: { type: 'asset-variant', assetId: 'asset-1', generationId: 'variant-1', modificationId: 'modification-1' },
    targetId: 'variant-1',
  },
  'shot-image': {
    stored: { type: 'shot-image', scenarioId: 'episode-1', shotId: 'shot-1', shotGenerationId: 'generation-1' },
    targetId: 'generation-1',
  },
  'shot-video': {
    stored: { type: 'shot-video', scenarioId: 'episode-1', shotId: 'shot-1', shotGenerationId: 'generation-2' },
    targetId: 'generation-2',
  },
  'shot-lipsync': {
    stored: { type: 'shot-lipsync', scenarioId: 'episode-1', shotId: 'shot-1', shotGenerationId: 'generation-3' },
    targetId: 'generation-3',
  },
  'voice-clip': {
    stored: { type: 'voice-clip', scenarioId: 'episode-1', clipId: 'clip-1', jobId: 'job-1' },
    targetId: 'clip-1',
  },
  'wizard-asset-preview': { stored: { type: 'wizard-asset-preview', previewId: 'preview-1' }, targetId: 'preview-1' },
};
