import {
  REVIEW_MESSAGES,
  type ShotGeneration,
  type ShotVersion,
  type ShotVersionsInput,
  type TakeUsed,
  type UseTakeInput,
  type VersionRef,
} from '@sym/contracts';
import { validationError } from '../../errors/app-error.ts';
import { mediaUrlOf } from '../../media/media-storage.ts';
import type { UploadedFile } from '../stored-files/reference-image-upload.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import type { ShotGenerationService } from './shot-generation.service.ts';
import type { ShotRepository } from './shot.repository.ts';
import { shotNotFound } from './shot-steps.ts';
import { storeTakeFile } from './shot-take-file.ts';
import type { ShotVersionRepository } from './shot-versions.repository.ts';

export interface ShotVersionServiceDeps {
  access: ScenarioAccess;
  shots: Pick<ShotRepository, 'findInScenario'>;
  versions: ShotVersionRepository;
  generations: Pick<ShotGenerationService, 'update'>;
  files: Pick<FileWriter, 'put'>;
  /** FFMPEG_PATH, for decoding uploaded videos; PATH or the bundled binary when absent. */
  ffmpegPath?: string | undefined;
}

/**
 * A shot's takes: every image and video made or uploaded for it, kept and numbered, any of which can be made
 * current again ("Use this take"; the answer names the take it replaced, so the client can undo).
 */
export class ShotVersionService {
  constructor(private readonly deps: ShotVersionServiceDeps) {}

  async list(actorId: string, input: ShotVersionsInput): Promise<ShotVersion[]> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'read');
    const shot = await this.deps.shots.findInScenario(scenario.id, input.shotId);
    if (!shot) throw shotNotFound();
    return (await this.deps.versions.ofShot(scenario.id, shot.id)).listOf(shot.id);
  }

  async use(actorId: string, input: UseTakeInput): Promise<TakeUsed> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    const shot = await this.deps.shots.findInScenario(scenario.id, input.shotId);
    if (!shot) throw shotNotFound();
    const takes = (await this.deps.versions.ofShot(scenario.id, shot.id)).listOf(shot.id);
    const take = takes.find((version) => version.generationId === input.generationId);
    if (!take || take.status !== 'completed' || !take.url)
      throw validationError('generationId', REVIEW_MESSAGES.notATake);
    const previous = takes.find((version) => version.kind === take.kind && version.isCurrent);
    await this.deps.generations.update(actorId, { id: scenario.id, genId: take.generationId, isPrimary: true });
    return { shotId: shot.id, generationId: take.generationId, previousGenerationId: previous?.generationId ?? null };
  }

  /**
   * A picture or video the user made themselves becomes a new take of the shot and its current picture or video
   * (checked and decoded like every upload, shot-take-file.ts; charged to the uploader's storage). Undone like
   * "Use this take": by making the take that was current before current again.
   */
  async upload(
    actorId: string,
    input: ShotVersionsInput,
    readFile: () => Promise<UploadedFile | undefined>,
  ): Promise<ShotGeneration> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    const shot = await this.deps.shots.findInScenario(scenario.id, input.shotId);
    if (!shot) throw shotNotFound();
    const stored = await storeTakeFile(this.deps, actorId, readFile);
    const take = await this.deps.versions.insertUpload(shot.id, stored.kind, mediaUrlOf(stored.key));
    return this.deps.generations.update(actorId, { id: scenario.id, genId: take.id, isPrimary: true });
  }

  /** The current take of each shot of an episode (what a review link shows and approvals are given on). */
  async currentVersions(scenarioId: string, shotIds: readonly string[]): Promise<Map<string, VersionRef | null>> {
    const versions = await this.deps.versions.ofScenario(scenarioId);
    return new Map(shotIds.map((id) => [id, versions.currentOf(id)]));
  }
}
