import {
  GENERATION_MESSAGES,
  STORY_MESSAGES,
  type AssetPreviewGenerateInput,
  type JobTicket,
  type StoryAnalysis,
  type StoryAnalyzeInput,
  type StoryBreakdown,
  type StoryBreakdownInput,
} from '@sym/contracts';
import { randomUUID } from 'node:crypto';
import { AppError, validationError } from '../../errors/app-error.ts';
import { mediaUrlOf } from '../../media/media-storage.ts';
import { storeReferenceImage, type UploadedFile } from '../stored-files/reference-image-upload.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import { ProviderError } from '../../providers/provider.ts';
import type { TextProvider } from '../../providers/text/text-provider.ts';
import type { CreditHolder } from '../credits/credits.service.ts';
import type { GenerationRequestService } from '../generation/generation-request.service.ts';
import { wizardAssetPreviewJob } from '../generation/targets/wizard-asset-preview.job.ts';

export interface StoryServiceDeps {
  text: () => TextProvider;
  requests: Pick<GenerationRequestService, 'enqueue'>;
  /** Stores the style reference upload, charged to the uploader's storage. */
  files: Pick<FileWriter, 'put'>;
}

/** A provider failure as the user's error: bad input → 422 on the story, anything else → the wizard's text. */
function asAppError(error: unknown, fallback: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ProviderError && error.reason === 'input') return validationError('story', error.message);
  return new AppError('SERVER_ERROR', fallback, undefined, { status: 502, cause: error });
}

/** The wizard's work before a project exists: reading the story and drawing asset previews. */
export class StoryService {
  constructor(private readonly deps: StoryServiceDeps) {}

  /** Characters, locations and props found in the story by the text provider (may be none). */
  async analyze(input: StoryAnalyzeInput): Promise<StoryAnalysis> {
    try {
      return { assets: await this.deps.text().analyzeStory(input.story) };
    } catch (error) {
      throw asAppError(error, STORY_MESSAGES.analyzeFailed);
    }
  }

  /** The story broken into shots in story order, each naming the given assets it shows. */
  async breakdown(input: StoryBreakdownInput): Promise<StoryBreakdown> {
    try {
      const shots = await this.deps.text().breakdownShots({
        story: input.story,
        assets: input.assets,
        targetDuration: input.targetDuration,
      });
      return { shots };
    } catch (error) {
      throw asAppError(error, STORY_MESSAGES.breakdownFailed);
    }
  }

  /**
   * Stores the wizard's style reference image (type sniffed from its bytes, not trusted from its name; decoded
   * and re-encoded so nothing but the picture is kept) under a random key, charged to the uploader, and answers
   * its url, which step 2 keeps as the project's style reference.
   */
  async uploadStyleReference(
    userId: string,
    readFile: () => Promise<UploadedFile | undefined>,
  ): Promise<{ url: string }> {
    return { url: mediaUrlOf(await storeReferenceImage(this.deps.files, userId, readFile)) };
  }

  /**
   * Starts a paid image job for an asset that exists only in the wizard; its result url is adopted by
   * create-with-story as the asset's Default variant image. 422 without a description (spec §5).
   */
  async generateAssetPreview(holder: CreditHolder, input: AssetPreviewGenerateInput): Promise<JobTicket> {
    const description = input.description.trim();
    if (!description) throw validationError('description', GENERATION_MESSAGES.descriptionRequired);
    return this.deps.requests.enqueue(holder, {
      job: wizardAssetPreviewJob,
      projectId: null,
      description: `Image: ${input.name}`,
      payload: {
        prompt: `${input.name}. ${description}`,
        name: input.name,
        type: input.type,
        description,
        preset: input.style?.preset ?? undefined,
        styleText: input.style?.custom_description ?? undefined,
        styleImageUrl: input.style?.reference_image_url ?? undefined,
      },
      prepare: async () => ({ type: 'wizard-asset-preview' as const, previewId: randomUUID() }),
    });
  }
}
