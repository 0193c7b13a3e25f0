import { z } from 'zod';
import { chargeOne } from '../job-definition.ts';
import { defineGenerationJob, GENERATION_POLICY } from '../generation-job-deps.ts';

const payload = z.object({
  prompt: z.string().nullish(),
  name: z.string().nullish(),
  type: z.string().nullish(),
  description: z.string().nullish(),
  preset: z.string().nullish(),
  styleText: z.string().nullish(),
  styleImageUrl: z.string().nullish(),
  /** Stands in for the asset id (its look seed); the job id when absent. */
  referenceId: z.string().nullish(),
});
export type WizardPreviewPayload = z.infer<typeof payload>;

/**
 * The wizard's image of an asset that does not exist yet: the job's result (its url) is the preview, which
 * create-with-story later adopts; no record waits for it, so nothing is filled or failed besides the job.
 */
export const wizardAssetPreviewJob = defineGenerationJob({
  name: 'wizard-asset-preview',
  records: 'generation_jobs',
  payload,
  target: {
    schema: z.object({ type: z.literal('wizard-asset-preview'), previewId: z.string() }),
    targetId: (preview) => preview.previewId,
    subject: () => ({ scenarioId: null, shotId: null, assetId: null }),
    outputWaitsForAdoption: true,
  },
  policy: { ...GENERATION_POLICY, concurrency: 'all' },
  credits: chargeOne('image'),
  async handle(deps, run) {
    return (await deps.models.providerFor(run.projectId, 'image')).generate(await deps.inputs.wizardPreview(run), run);
  },
});
