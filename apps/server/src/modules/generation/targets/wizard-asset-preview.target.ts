import { z } from 'zod';
import { wizardPreviewRequest } from '../generation-inputs.ts';
import { defineGenerationTarget } from './define-target.ts';

/**
 * The wizard's image of an asset that does not exist yet: the job's result (its url) is the preview, which
 * create-with-story later adopts; no record waits for it, so filling and failing touch nothing else.
 */
export const wizardAssetPreviewTarget = defineGenerationTarget({
  type: 'wizard-asset-preview',
  schema: z.object({ type: z.literal('wizard-asset-preview'), previewId: z.string() }),
  targetId: (target) => target.previewId,
  subject: () => ({ scenarioId: null, shotId: null, assetId: null }),
  async produce(deps, job, _target, call) {
    return deps.providers.image.generate(await wizardPreviewRequest(deps, job, call.signal), call);
  },
  fill: async () => undefined,
  fail: async () => undefined,
  outputWaitsForAdoption: true,
});
