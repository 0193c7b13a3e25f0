import type { ImageRequest } from '../../providers/image/image-provider.ts';
import { optionalRead, str, type MediaReader } from './generation-media.ts';
import type { JobRun } from './job-definition.ts';
import type { WizardPreviewPayload } from './targets/wizard-asset-preview.job.ts';

/**
 * The image request of a wizard asset preview: no project exists yet, so the asset and the chosen style travel
 * in the job's payload. The preview id stands in for the asset id, so a regenerated preview keeps its look seed.
 */
export async function wizardPreviewRequest(
  media: MediaReader,
  run: JobRun<WizardPreviewPayload, unknown>,
): Promise<ImageRequest> {
  const { payload } = run;
  const name = str(payload.name) ?? 'Asset';
  const type = payload.type === 'location' || payload.type === 'prop' ? payload.type : 'character';
  const description = str(payload.description) ?? '';
  const isWide = type === 'location';
  return {
    prompt: str(payload.prompt) ?? name,
    width: isWide ? 1280 : 768,
    height: isWide ? 720 : 768,
    references: [{ id: str(payload.referenceId) ?? run.jobId, name, type, description }],
    style: {
      presetId: str(payload.preset),
      text: str(payload.styleText),
      image: await optionalRead(media, str(payload.styleImageUrl), run.signal),
    },
  };
}
