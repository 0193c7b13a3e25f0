import {
  episodeLanguages,
  EXPORT_MESSAGES,
  formatMessage,
  type ExportCodec,
  LANGUAGES,
  type Language,
  type Export,
  type ExportCreateInput,
  type ExportIdParams,
  type ExportUpdateInput,
} from '@sym/contracts';
import { AppError, validationError } from '../../errors/app-error.ts';
import { exportFrameSize, type ScenarioAspectRatio } from '../../media/export/export-plan.ts';
import { exportContainer, VIDEO_ENCODER } from '../../media/export/export-args.ts';
import { newMediaKey } from '../../media/media-storage.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import type { ShotRepository } from '../shots/shot.repository.ts';
import type { ExportRow } from '../../db/schema.ts';
import type { JobRequestsPort } from '../generation/job-requests.port.ts';
import { presentExport, type ExportShareInfo } from './export.presenter.ts';
import type { ExportRepository } from './export.repository.ts';

export const exportNotFound = () => new AppError('NOT_FOUND', EXPORT_MESSAGES.exportNotFound);

export interface ExportServiceDeps {
  exports: ExportRepository;
  shots: Pick<ShotRepository, 'listByScenario'>;
  access: ScenarioAccess;
  events: DomainEvents;
  /** Queues the render job (same id as the export). */
  jobs: Pick<JobRequestsPort, 'send'>;
  /** The export's share link when sharing is wired in (modules/shares); none otherwise. */
  shareOf?: (exportId: string) => Promise<ExportShareInfo | null>;
  /** Whether the server's ffmpeg has an encoder (H.265 and ProRes need libx265, prores_ks); none: not checked. */
  hasEncoder?: (encoder: string) => Promise<boolean>;
  /** 403 with the storage limit's text when the user's storage is full (stored-files.service.ts); none: no check. */
  assertStorageRoom?: (userId: string) => Promise<void>;
}

const ASPECT_RATIOS: readonly ScenarioAspectRatio[] = ['landscape', 'portrait', 'square'];
const CODEC_NAMES: Readonly<Record<ExportCodec, string>> = { h264: 'H.264', h265: 'H.265', prores: 'ProRes' };

/** The languages an export asks for, each one of the episode's (422 otherwise); the main language by default. */
function exportLanguages(
  scenario: { contentLanguage: string; supportedLanguages: readonly string[] },
  asked: readonly Language[] | undefined,
): Language[] {
  const main = LANGUAGES.find((language) => language === scenario.contentLanguage) ?? 'en';
  if (!asked) return [main];
  const offered = episodeLanguages(scenario);
  if (asked.some((language) => !offered.includes(language))) {
    throw validationError('languages', EXPORT_MESSAGES.languageNotInEpisode);
  }
  return [...asked];
}

/**
 * Exports of an episode: starting a render, reading, renaming and deleting them. Readers of the episode may list
 * and read; writers start, rename and delete. Exports are free of credits: the AI work (images, videos, voices)
 * was paid when it was generated, and an animatic uses no AI at all.
 */
export class ExportService {
  constructor(private readonly deps: ExportServiceDeps) {}

  /** Records the export (queued, its video key fixed) and queues its render; answers it as processing. */
  async create(actorId: string, input: ExportCreateInput): Promise<Export> {
    const { deps } = this;
    const { scenario } = await deps.access.require(actorId, input.id, 'write');
    await deps.assertStorageRoom?.(actorId);
    const shots = await deps.shots.listByScenario(scenario.id);
    if (shots.length === 0) {
      throw new AppError('VALIDATION_ERROR', EXPORT_MESSAGES.noShots, [
        { field: 'id', message: EXPORT_MESSAGES.noShots },
      ]);
    }
    const languages = exportLanguages(scenario, input.languages);
    await this.assertEncoder(input.codec);
    const aspect = ASPECT_RATIOS.find((ratio) => ratio === scenario.aspectRatio) ?? 'landscape';
    const size = exportFrameSize(aspect, input.resolution);
    const row = await deps.exports.insert({
      scenarioId: scenario.id,
      userId: actorId,
      name: input.name ?? `${scenario.name}${input.kind === 'animatic' ? ' (animatic)' : ''}`.slice(0, 200),
      kind: input.kind,
      width: size.width,
      height: size.height,
      codec: input.codec,
      subtitles: input.subtitles,
      subtitleOptions: input.subtitles ? input.subtitleOptions : null,
      languages,
      // Fixed per export: every attempt writes this key, so a retry overwrites instead of adding a file.
      videoKey: newMediaKey(exportContainer(input.codec)),
    });
    try {
      await deps.jobs.send('export', row.id);
    } catch (error) {
      // The worker re-sends queued exports at start; the client still gets its export.
      void error;
    }
    return this.present(row);
  }

  /** 422 on `codec` when the server's ffmpeg cannot encode it, before anything is queued. */
  private async assertEncoder(codec: ExportCodec): Promise<void> {
    const encoder = VIDEO_ENCODER[codec];
    if (!this.deps.hasEncoder || (await this.deps.hasEncoder(encoder))) return;
    const message = formatMessage(EXPORT_MESSAGES.codecUnavailable, { codec: CODEC_NAMES[codec], encoder });
    throw validationError('codec', message);
  }

  /** The episode's exports, newest first; needs read access. */
  async list(actorId: string, scenarioId: string): Promise<Export[]> {
    await this.deps.access.require(actorId, scenarioId, 'read');
    const rows = await this.deps.exports.listByScenario(scenarioId);
    return Promise.all(rows.map((row) => this.present(row)));
  }

  /** One export of the episode; needs read access. */
  async get(actorId: string, input: ExportIdParams): Promise<Export> {
    return this.present(await this.findOwn(actorId, input, 'read'));
  }

  /** Renames an export; needs write access. */
  async rename(actorId: string, input: ExportUpdateInput): Promise<Export> {
    const row = await this.findOwn(actorId, input, 'write');
    const renamed = await this.deps.exports.rename(row.id, input.name);
    if (!renamed) throw exportNotFound();
    return this.present(renamed);
  }

  /**
   * Deletes the export and its files. Share links go with it (shares reference exports ON DELETE CASCADE);
   * `export.deleted` is published after the delete for anything else holding on to it.
   */
  async delete(actorId: string, input: ExportIdParams): Promise<{ exportId: string }> {
    const row = await this.findOwn(actorId, input, 'write');
    const projectId = (await this.deps.exports.projectIdOf(row.scenarioId)) ?? null;
    const deleted = await this.deps.exports.delete(row.id);
    if (!deleted) throw exportNotFound();
    this.deps.events.publish({
      type: 'export.deleted',
      projectId,
      actorId,
      data: { exportId: deleted.id, scenarioId: deleted.scenarioId },
    });
    return { exportId: deleted.id };
  }

  private async present(row: ExportRow): Promise<Export> {
    return presentExport(row, this.deps.shareOf ? await this.deps.shareOf(row.id) : null);
  }

  private async findOwn(actorId: string, input: ExportIdParams, level: 'read' | 'write'): Promise<ExportRow> {
    await this.deps.access.require(actorId, input.id, level);
    const row = await this.deps.exports.findInScenario(input.id, input.exportId);
    if (!row) throw exportNotFound();
    return row;
  }
}
