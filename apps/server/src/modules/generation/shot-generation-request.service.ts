import {
  GENERATION_MESSAGES,
  SCENARIO_MESSAGES,
  type JobTicket,
  type LipsyncInput,
  type ShotBatchGenerateInput,
  type ShotBatchQuote,
  type ShotImageGenerateInput,
  type ShotVideoGenerateInput,
} from '@sym/contracts';
import type { ShotRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { SpeechProvider } from '../../providers/speech/speech-provider.ts';
import type { CreditHolder } from '../credits/credits.service.ts';
import type { ScenarioStore } from '../scenarios/scenario-store.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import type { VariantRepository } from '../asset-variants/variant.repository.ts';
import { assertReferencedIds } from '../referenced-ids.ts';
import type { GenerationJobDefinition } from './generation-job-deps.ts';
import type { GenerationRequestService, JobRequest } from './generation-request.service.ts';
import {
  hasText,
  shotImageRequest,
  shotLipsyncRequest,
  shotVideoRequest,
  type PendingShotGeneration,
  type ShotJobPlace,
} from './shot-job-requests.ts';
import { assertOfferedVoice } from './speech-voice.ts';
import { shotSpeakerOf, spokenVoice, type ProjectCharacters } from '../timeline/voice-clip-character.ts';

export interface ShotGenerationRequestDeps {
  store: ScenarioStore;
  access: ScenarioAccess;
  requests: Pick<GenerationRequestService, 'enqueue' | 'enqueueMany' | 'costOf' | 'inFlight'>;
  /** The speech provider of a project (its chosen model, else the site default): a line's voice must be one it offers. */
  speech: (projectId: string) => Promise<Pick<SpeechProvider, 'listVoices'>>;
  /** Chosen looks (selectedVariants) must be variants of the episode's project's assets. */
  variants: Pick<VariantRepository, 'liveIdsInProject'>;
  shotGenerations: PendingShotGeneration;
  /** A line without a voice of its own is spoken by its shot's character, in that character's voice. */
  characters: ProjectCharacters;
}

type Batch = { jobs: JobTicket[]; stoppedReason: string | null; skipped: number };

const shotNotFound = () => new AppError('NOT_FOUND', SCENARIO_MESSAGES.shotNotFound);

/** The shots' job requests, and the ids of the shots that cannot have one. */
function requestsOf<Job extends GenerationJobDefinition>(
  shots: readonly ShotRow[],
  requestOf: (shot: ShotRow) => JobRequest<Job> | undefined,
) {
  const requests: { shotId: string; request: JobRequest<Job> }[] = [];
  const skipped: string[] = [];
  for (const shot of shots) {
    const request = requestOf(shot);
    if (request) requests.push({ shotId: shot.id, request });
    else skipped.push(shot.id);
  }
  return { requests, skipped };
}

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

  /**
   * What generating for the named shots would do: the shots that would start a job and what that costs, those that
   * keep the job already making their image or video (charged nothing), and those without what the job needs.
   */
  async quoteShots(holder: CreditHolder, input: ShotBatchGenerateInput): Promise<ShotBatchQuote> {
    const named = await this.namedShots(holder, input);
    return input.kind === 'image'
      ? this.quote(input.kind, named.shots, this.imageRequestOf(named.place))
      : this.quote(input.kind, named.shots, this.videoRequestOf(named.place));
  }

  /**
   * New images or videos for the named shots, in storyboard order, one job each: a shot whose job is already
   * queued or running answers with it unpaid; stops when credits run out. Each job fails and is refunded alone.
   */
  async generateShots(holder: CreditHolder, input: ShotBatchGenerateInput): Promise<Batch> {
    const named = await this.namedShots(holder, input);
    return input.kind === 'image'
      ? this.startAll(holder, named.shots, this.imageRequestOf(named.place))
      : this.startAll(holder, named.shots, this.videoRequestOf(named.place));
  }

  /** The named shots in storyboard order; 404 when one is not the episode's. */
  private async namedShots(holder: CreditHolder, input: ShotBatchGenerateInput) {
    const { scenario } = await this.deps.access.require(holder.id, input.id, 'write');
    const wanted = new Set(input.shotIds);
    const shots = (await this.deps.store.shots.listByScenario(scenario.id)).filter((shot) => wanted.has(shot.id));
    if (shots.length !== wanted.size) throw shotNotFound();
    return { shots, place: { projectId: scenario.projectId, scenarioId: scenario.id } };
  }

  /** A shot's image request, when it has a description. */
  private imageRequestOf(place: ShotJobPlace) {
    return (shot: ShotRow) =>
      hasText(shot.description) ? shotImageRequest(this.deps.shotGenerations, place, shot, []) : undefined;
  }

  /** A shot's video request, when it has an image and animation instructions. */
  private videoRequestOf(place: ShotJobPlace) {
    return (shot: ShotRow) =>
      shot.imageUrl && hasText(shot.animationInstructions)
        ? shotVideoRequest(this.deps.shotGenerations, place, shot, shot.imageUrl)
        : undefined;
  }

  private async quote<Job extends GenerationJobDefinition>(
    kind: ShotBatchQuote['kind'],
    shots: readonly ShotRow[],
    requestOf: (shot: ShotRow) => JobRequest<Job> | undefined,
  ): Promise<ShotBatchQuote> {
    const { requests, skipped } = requestsOf(shots, requestOf);
    const open = await this.deps.requests.inFlight(requests.map((entry) => entry.request));
    const toStart = requests.filter((entry) => !open.has(entry.request.targetKey ?? ''));
    const { requests: jobs } = this.deps;
    return {
      kind,
      toStart: toStart.map((entry) => entry.shotId),
      inFlight: requests.filter((entry) => open.has(entry.request.targetKey ?? '')).map((entry) => entry.shotId),
      skipped,
      unitCost: requests[0] ? await jobs.costOf(requests[0].request) : 0,
      cost: (await Promise.all(toStart.map((entry) => jobs.costOf(entry.request)))).reduce((sum, n) => sum + n, 0),
    };
  }

  private async startAll<Job extends GenerationJobDefinition>(
    holder: CreditHolder,
    shots: readonly ShotRow[],
    requestOf: (shot: ShotRow) => JobRequest<Job> | undefined,
  ): Promise<Batch> {
    const { requests, skipped } = requestsOf(shots, requestOf);
    const started = await this.deps.requests.enqueueMany(
      holder,
      requests.map((entry) => entry.request),
    );
    return { ...started, skipped: skipped.length };
  }

  /** Puts a spoken line (or an uploaded clip of ours) on the shot's clip or image. */
  async lipsync(holder: CreditHolder, input: LipsyncInput): Promise<JobTicket> {
    const { scenario, shot } = await this.requireShot(holder.id, input.id, input.shotId);
    if (!input.text && !input.audioUrl) throw validationError('text', GENERATION_MESSAGES.lipsyncNeedsAudio);
    const language = input.language ?? scenario.contentLanguage;
    await assertOfferedVoice(await this.deps.speech(scenario.projectId), input.voice, language);
    const visualUrl = shot.videoUrl ?? shot.imageUrl;
    if (!visualUrl) throw validationError('imageUrl', GENERATION_MESSAGES.noImageForVideo);
    const place = { projectId: scenario.projectId, scenarioId: scenario.id };
    const spoken = input.text && !input.audioUrl ? await this.spokenLine(scenario.projectId, shot.id, input) : {};
    const payload = { text: input.text, voice: input.voice, audioUrl: input.audioUrl, language, visualUrl, ...spoken };
    return this.deps.requests.enqueue(holder, shotLipsyncRequest(this.deps.shotGenerations, place, shot, payload));
  }

  /** A lip-sync line's words and voice: its own voice, else its speaker's (named, or the shot's one voiced character). */
  private async spokenLine(projectId: string, shotId: string, input: LipsyncInput) {
    const shotAssets = (await this.deps.store.shots.assetIdsOf([shotId])).get(shotId) ?? [];
    const speaker = await shotSpeakerOf(this.deps.characters, projectId, input.text!, shotAssets);
    const { voice, rate, pitch } = spokenVoice(input.voice ?? null, speaker.character);
    return { text: speaker.text, voice: voice ?? undefined, rate, pitch };
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
