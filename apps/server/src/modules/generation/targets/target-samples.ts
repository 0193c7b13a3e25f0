import type { GenerationTarget, GenerationTargetType } from './registry.ts';

/**
 * One stored target of every type, for tests. Typed by the registry's type list: a type added to the registry
 * without a sample here does not compile.
 */
export const TARGET_SAMPLES: { [Type in GenerationTargetType]: Extract<GenerationTarget, { type: Type }> } = {
  'asset-variant': {
    type: 'asset-variant',
    assetId: 'asset-1',
    generationId: 'variant-1',
    modificationId: 'modification-1',
  },
  'shot-image': { type: 'shot-image', scenarioId: 'episode-1', shotId: 'shot-1', shotGenerationId: 'generation-1' },
  'shot-video': { type: 'shot-video', scenarioId: 'episode-1', shotId: 'shot-1', shotGenerationId: 'generation-2' },
  'shot-lipsync': {
    type: 'shot-lipsync',
    scenarioId: 'episode-1',
    shotId: 'shot-1',
    shotGenerationId: 'generation-3',
  },
  'voice-clip': { type: 'voice-clip', scenarioId: 'episode-1', clipId: 'clip-1', jobId: 'job-1' },
  'wizard-asset-preview': { type: 'wizard-asset-preview', previewId: 'preview-1' },
};

/** The id each sample's client follows. */
export const SAMPLE_TARGET_IDS: Record<GenerationTargetType, string> = {
  'asset-variant': 'variant-1',
  'shot-image': 'generation-1',
  'shot-video': 'generation-2',
  'shot-lipsync': 'generation-3',
  'voice-clip': 'clip-1',
  'wizard-asset-preview': 'preview-1',
};
