import {
  GENERATION_MESSAGES,
  GENERATION_TARGET_KEYS,
  SCENARIO_MESSAGES,
  type JobTicket,
  type LipsyncInput,
  type ShotImageGenerateInput,
  type ShotVideoGenerateInput,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { ShotRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import { priceOf, type ProviderRegistry } from '../../providers/registry.ts';
import type { CreditHolder } from '../credits/credits.service.ts';
import type { EpisodeStore } from '../scenarios/episode-store.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { createShotGenerationRepository } from '../shots/shot-generation.repository.ts';
import type { VariantRepository } from '../asset-variants/variant.repository.ts';
import { assertReferencedIds } from '../referenced-ids.ts';
import type { EnqueueSpec, GenerationRequestService } from './generation-request.service.ts';
import { assertOfferedVoice } from './speech-voice.ts';

interface ShotGenerationRequestDeps {
  store: EpisodeStore;
  access: ScenarioAccess;
  requests: GenerationRequestService;
  providers: ProviderRegistry;
  /** Chosen looks (selectedVariants) must be variants of the episode's project's assets. */
  variants: Pick<VariantRepository, 'liveIdsInProject'>;
}

type Batch = { jobs: JobTicket[]; stoppedReason: string | null; skipped: number };

const shotNotFound = () => new AppError('NOT_FOUND', SCENARIO_MESSAGES.shotNotFound);
const hasText = (value: string | null | undefined): value is string => Boolean(value?.trim());

/** Image, video and lip-sync jobs for the shots of an episode. */
export function createShotGenerationRequestService(deps: ShotGenerationRequestDeps) {
  const { store, access, requests } = deps;
  const selectedVariantsRule = {
    field: 'selectedVariants',
    message: GENERATION_MESSAGES.variantsOutsideProject,
    lookup: (projectId: string, ids: readonly string[]) => deps.variants.liveIdsInProject(projectId, ids),
  };

  async function requireShot(actorId: string, scenarioId: string, shotId: string) {
    const { scenario } = await access.require(actorId, scenarioId, 'write');
    const shot = await store.shots.findInScenario(scenario.id, shotId);
    if (!shot) throw shotNotFound();
    return { scenario, shot };
  }

  function pending(
    kind: 'image' | 'video',
    shot: ShotRow,
    prompt: string,
    metadata: Record<string, unknown>,
    type: 'shot-image' | 'shot-video' | 'shot-lipsync',
    scenarioId: string,
  ) {
    return async (tx: Database) => {
      const generation = await createShotGenerationRepository(tx).insertPending({
        shotId: shot.id,
        kind,
        prompt,
        metadata,
      });
      return { type, scenarioId, shotId: shot.id, shotGenerationId: generation.id } as const;
    };
  }

  function imageSpec(projectId: string, scenarioId: string, shot: ShotRow, selectedVariants: string[]): EnqueueSpec {
    if (!hasText(shot.description)) throw validationError('description', GENERATION_MESSAGES.descriptionRequired);
    const prompt = [shot.description, shot.modificationPrompt].filter(hasText).join('. ');
    return {
      kind: 'image',
      projectId,
      description: `Image: shot ${shot.sequence}`,
      targetKey: GENERATION_TARGET_KEYS.shotImage(shot.id),
      input: { selectedVariants },
      prepare: pending('image', shot, prompt, { selectedVariants }, 'shot-image', scenarioId),
    };
  }

  async function sourceImageOf(shot: ShotRow, generationId?: string): Promise<string> {
    if (generationId) {
      const generation = await store.generations.findById(generationId);
      if (!generation || generation.shotId !== shot.id || generation.kind !== 'image' || !generation.url) {
        throw new AppError('NOT_FOUND', SCENARIO_MESSAGES.generationNotFound);
      }
      return generation.url;
    }
    if (!shot.imageUrl) throw validationError('imageUrl', GENERATION_MESSAGES.noImageForVideo);
    return shot.imageUrl;
  }

  function videoSpec(projectId: string, scenarioId: string, shot: ShotRow, imageUrl: string, prompt?: string) {
    const animation = prompt?.trim() || shot.animationInstructions?.trim();
    if (!animation) throw validationError('animationInstructions', GENERATION_MESSAGES.animationRequired);
    return {
      kind: 'video',
      projectId,
      description: `Video: shot ${shot.sequence}`,
      targetKey: GENERATION_TARGET_KEYS.shotVideo(shot.id),
      input: { imageUrl, animationInstructions: animation },
      prepare: pending('video', shot, animation, { sourceImageUrl: imageUrl }, 'shot-video', scenarioId),
    } satisfies EnqueueSpec;
  }

  return {
    /** Generates an image for one shot from its description, assets and the project style. */
    async generateImage(holder: CreditHolder, input: ShotImageGenerateInput): Promise<JobTicket> {
      const { scenario, shot } = await requireShot(holder.id, input.id, input.shotId);
      const selectedVariants = [...new Set(input.selectedVariants ?? [])];
      await assertReferencedIds(selectedVariantsRule, scenario.projectId, selectedVariants);
      return requests.enqueue(holder, imageSpec(scenario.projectId, scenario.id, shot, selectedVariants));
    },

    /** Animates a shot image (the given generation, else the shot's image) with its camera motion. */
    async generateVideo(holder: CreditHolder, input: ShotVideoGenerateInput): Promise<JobTicket> {
      const { scenario, shot } = await requireShot(holder.id, input.id, input.shotId);
      const imageUrl = await sourceImageOf(shot, input.generationId);
      return requests.enqueue(holder, videoSpec(scenario.projectId, scenario.id, shot, imageUrl, input.videoPrompt));
    },

    /**
     * Images for every shot with a description (with `onlyWithoutImage`, only those without an image yet: a shot
     * with one would get a new, paid take), in order; stops when credits run out.
     */
    async generateAllImages(
      holder: CreditHolder,
      scenarioId: string,
      options: { onlyWithoutImage?: boolean } = {},
    ): Promise<Batch> {
      const { scenario } = await access.require(holder.id, scenarioId, 'write');
      const shots = await store.shots.listByScenario(scenario.id);
      const ready = shots.filter((shot) => hasText(shot.description) && !(options.onlyWithoutImage && shot.imageUrl));
      const specs = ready.map((shot) => imageSpec(scenario.projectId, scenario.id, shot, []));
      return { ...(await requests.enqueueMany(holder, specs)), skipped: shots.length - ready.length };
    },

    /** Videos for every shot that has an image and animation instructions; stops when credits run out. */
    async generateAllVideos(holder: CreditHolder, scenarioId: string): Promise<Batch> {
      const { scenario } = await access.require(holder.id, scenarioId, 'write');
      const shots = await store.shots.listByScenario(scenario.id);
      const ready = shots.filter((shot) => shot.imageUrl && hasText(shot.animationInstructions));
      const specs = ready.map((shot) => videoSpec(scenario.projectId, scenario.id, shot, shot.imageUrl!));
      return { ...(await requests.enqueueMany(holder, specs)), skipped: shots.length - ready.length };
    },

    /** Puts a spoken line (or an uploaded clip of ours) on the shot's clip or image. */
    async lipsync(holder: CreditHolder, input: LipsyncInput): Promise<JobTicket> {
      const { scenario, shot } = await requireShot(holder.id, input.id, input.shotId);
      if (!input.text && !input.audioUrl) throw validationError('text', GENERATION_MESSAGES.lipsyncNeedsAudio);
      const language = input.language ?? scenario.contentLanguage;
      await assertOfferedVoice(deps.providers.speech, input.voice, language);
      const visualUrl = shot.videoUrl ?? shot.imageUrl;
      if (!visualUrl) throw validationError('imageUrl', GENERATION_MESSAGES.noImageForVideo);
      const prompt = input.text ?? 'Uploaded audio';
      return requests.enqueue(holder, {
        kind: 'lipsync',
        projectId: scenario.projectId,
        description: `Lip-sync: shot ${shot.sequence}`,
        targetKey: GENERATION_TARGET_KEYS.shotLipsync(shot.id),
        extraCost: input.text ? priceOf(deps.providers, 'speech') : 0,
        input: { text: input.text, voice: input.voice, audioUrl: input.audioUrl, language, visualUrl },
        prepare: pending('video', shot, prompt, { lipsync: true, language }, 'shot-lipsync', scenario.id),
      });
    },
  };
}
export type ShotGenerationRequestService = ReturnType<typeof createShotGenerationRequestService>;
