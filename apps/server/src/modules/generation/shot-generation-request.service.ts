import {
  GENERATION_MESSAGES,
  SCENARIO_MESSAGES,
  type JobTicket,
  type LipsyncInput,
  type ShotImageGenerateInput,
  type ShotVideoGenerateInput,
} from '@sym/contracts';
import type { ShotRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { ProviderRegistry } from '../../providers/registry.ts';
import type { CreditHolder } from '../credits/credits.service.ts';
import type { ScenarioStore } from '../scenarios/scenario-store.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import type { VariantRepository } from '../asset-variants/variant.repository.ts';
import { assertReferencedIds } from '../referenced-ids.ts';
import type { GenerationRequestService } from './generation-request.service.ts';
import {
  hasText,
  shotImageRequest,
  shotLipsyncRequest,
  shotVideoRequest,
  type PendingShotGeneration,
} from './shot-job-requests.ts';
import { assertOfferedVoice } from './speech-voice.ts';

export interface ShotGenerationRequestDeps {
  store: ScenarioStore;
  access: ScenarioAccess;
  requests: Pick<GenerationRequestService, 'enqueue' | 'enqueueMany'>;
  providers: ProviderRegistry;
  /** Chosen looks (selectedVariants) must be variants of the episode's project's assets. */
  variants: Pick<VariantRepository, 'liveIdsInProject'>;
  shotGenerations: PendingShotGeneration;
}

type Batch = { jobs: JobTicket[]; stoppedReason: string | null; skipped: number };

const shotNotFound = () => new AppError('NOT_FOUND', SCENARIO_MESSAGES.shotNotFound);

/** Image, video and lip-sync jobs for the shots of an episode. */
export class ShotGenerationRequestService {
  constructor(private readonly deps: ShotGenerationRequestDeps) {}

  /** Generates an image for one shot from its description, assets and the project style. */
  async generateImage(holder: CreditHolder, input: ShotImageGenerateInput): Promise<JobTicket> {
    const { scenario, shot } = await this.requireShot(holder.id, input.id, input.shotId);
    const selectedVariants = [...new Set(input.selectedVariants ?? [])];
    await assertReferencedIds(
      {
        field: 'selectedVariants',
        message: GENERATION_MESSAGES.variantsOutsideProject,
        lookup: (projectId: string, ids: readonly string[]) => this.deps.variants.liveIdsInProject(projectId, ids),
      },
      scenario.projectId,
      selectedVariants,
    );
    const place = { projectId: scenario.projectId, scenarioId: scenario.id };
    return this.deps.requests.enqueue(
      holder,
      shotImageRequest(this.deps.shotGenerations, place, shot, selectedVariants),
    );
  }

  /** Animates a shot image (the given generation, else the shot's image) with its camera motion. */
  async generateVideo(holder: CreditHolder, input: ShotVideoGenerateInput): Promise<JobTicket> {
    const { scenario, shot } = await this.requireShot(holder.id, input.id, input.shotId);
    const imageUrl = await this.sourceImageOf(shot, input.generationId);
    const place = { projectId: scenario.projectId, scenarioId: scenario.id };
    return this.deps.requests.enqueue(
      holder,
      shotVideoRequest(this.deps.shotGenerations, place, shot, imageUrl, input.videoPrompt),
    );
  }

  /**
   * Images for every shot with a description (with `onlyWithoutImage`, only those without an image yet: a shot
   * with one would get a new, paid take), in order; stops when credits run out.
   */
  async generateAllImages(
    holder: CreditHolder,
    scenarioId: string,
    options: { onlyWithoutImage?: boolean } = {},
  ): Promise<Batch> {
    const { scenario } = await this.deps.access.require(holder.id, scenarioId, 'write');
    const shots = await this.deps.store.shots.listByScenario(scenario.id);
    const ready = shots.filter((shot) => hasText(shot.description) && !(options.onlyWithoutImage && shot.imageUrl));
    const place = { projectId: scenario.projectId, scenarioId: scenario.id };
    const requests = ready.map((shot) => shotImageRequest(this.deps.shotGenerations, place, shot, []));
    return { ...(await this.deps.requests.enqueueMany(holder, requests)), skipped: shots.length - ready.length };
  }

  /** Videos for every shot that has an image and animation instructions; stops when credits run out. */
  async generateAllVideos(holder: CreditHolder, scenarioId: string): Promise<Batch> {
    const { scenario } = await this.deps.access.require(holder.id, scenarioId, 'write');
    const shots = await this.deps.store.shots.listByScenario(scenario.id);
    const place = { projectId: scenario.projectId, scenarioId: scenario.id };
    const requests = shots.flatMap((shot) =>
      shot.imageUrl && hasText(shot.animationInstructions)
        ? [shotVideoRequest(this.deps.shotGenerations, place, shot, shot.imageUrl)]
        : [],
    );
    return { ...(await this.deps.requests.enqueueMany(holder, requests)), skipped: shots.length - requests.length };
  }

  /** Puts a spoken line (or an uploaded clip of ours) on the shot's clip or image. */
  async lipsync(holder: CreditHolder, input: LipsyncInput): Promise<JobTicket> {
    const { scenario, shot } = await this.requireShot(holder.id, input.id, input.shotId);
    if (!input.text && !input.audioUrl) throw validationError('text', GENERATION_MESSAGES.lipsyncNeedsAudio);
    const language = input.language ?? scenario.contentLanguage;
    await assertOfferedVoice(this.deps.providers.speech, input.voice, language);
    const visualUrl = shot.videoUrl ?? shot.imageUrl;
    if (!visualUrl) throw validationError('imageUrl', GENERATION_MESSAGES.noImageForVideo);
    const place = { projectId: scenario.projectId, scenarioId: scenario.id };
    const payload = { text: input.text, voice: input.voice, audioUrl: input.audioUrl, language, visualUrl };
    return this.deps.requests.enqueue(holder, shotLipsyncRequest(this.deps.shotGenerations, place, shot, payload));
  }

  private async requireShot(actorId: string, scenarioId: string, shotId: string) {
    const { scenario } = await this.deps.access.require(actorId, scenarioId, 'write');
    const shot = await this.deps.store.shots.findInScenario(scenario.id, shotId);
    if (!shot) throw shotNotFound();
    return { scenario, shot };
  }

  private async sourceImageOf(shot: ShotRow, generationId?: string): Promise<string> {
    if (generationId) {
      const generation = await this.deps.store.generations.findById(generationId);
      if (!generation || generation.shotId !== shot.id || generation.kind !== 'image' || !generation.url) {
        throw new AppError('NOT_FOUND', SCENARIO_MESSAGES.generationNotFound);
      }
      return generation.url;
    }
    if (!shot.imageUrl) throw validationError('imageUrl', GENERATION_MESSAGES.noImageForVideo);
    return shot.imageUrl;
  }
}
