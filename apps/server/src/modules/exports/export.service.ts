import {
  EXPORT_MESSAGES,
  type Export,
  type ExportCreateInput,
  type ExportIdParams,
  type ExportUpdateInput,
} from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import { exportFrameSize, type EpisodeAspectRatio } from '../../media/export/export-plan.ts';
import { newMediaKey } from '../../media/media-storage.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import type { ShotRepository } from '../shots/shot.repository.ts';
import type { ExportRow } from '../../db/schema.ts';
import { presentExport, presentExportJob, type ExportShareInfo } from './export.presenter.ts';
import type { ExportRepository } from './export.repository.ts';

/** The pg-boss queue of export renders (worker role). */
export const EXPORT_QUEUE = 'video-export';

export const exportNotFound = () => new AppError('NOT_FOUND', EXPORT_MESSAGES.exportNotFound);

export interface ExportServiceDeps {
  exports: ExportRepository;
  shots: Pick<ShotRepository, 'listByScenario'>;
  access: ScenarioAccess;
  events: DomainEvents;
  /** Sends the render job (same id as the export). */
  send(exportId: string): Promise<void>;
  /** The export's share link when sharing is wired in (modules/shares); none otherwise. */
  shareOf?: (exportId: string) => Promise<ExportShareInfo | null>;
  /** 403 with the storage limit's text when the user's storage is full (stored-files.service.ts); none: no check. */
  assertStorageRoom?: (userId: string) => Promise<void>;
}

const ASPECT_RATIOS: readonly EpisodeAspectRatio[] = ['landscape', 'portrait', 'square'];

/**
 * Exports of an episode: starting a render, reading, renaming and deleting them. Readers of the episode may list
 * and read; writers start, rename and delete. Exports are free of credits: the AI work (images, videos, voices)
 * was paid when it was generated, and an animatic uses no AI at all.
 */
export function createExportService(deps: ExportServiceDeps) {
  const present = async (row: ExportRow): Promise<Export> =>
    presentExport(row, deps.shareOf ? await deps.shareOf(row.id) : null);

  async function findOwn(actorId: string, input: ExportIdParams, level: 'read' | 'write'): Promise<ExportRow> {
    await deps.access.require(actorId, input.id, level);
    const row = await deps.exports.findInScenario(input.id, input.exportId);
    if (!row) throw exportNotFound();
    return row;
  }

  /** Episode → project, remembered for the progress events of its renders (an episode never changes project). */
  const projectOfEpisode = new Map<string, string>();

  return {
    async create(actorId: string, input: ExportCreateInput): Promise<Export> {
      const { scenario } = await deps.access.require(actorId, input.id, 'write');
      await deps.assertStorageRoom?.(actorId);
      const shots = await deps.shots.listByScenario(scenario.id);
      if (shots.length === 0) {
        throw new AppError('VALIDATION_ERROR', EXPORT_MESSAGES.noShots, [
          { field: 'id', message: EXPORT_MESSAGES.noShots },
        ]);
      }
      const aspect = ASPECT_RATIOS.find((ratio) => ratio === scenario.aspectRatio) ?? 'landscape';
      const size = exportFrameSize(aspect, input.resolution);
      const row = await deps.exports.insert({
        scenarioId: scenario.id,
        userId: actorId,
        name: input.name ?? `${scenario.name}${input.kind === 'animatic' ? ' (animatic)' : ''}`.slice(0, 200),
        kind: input.kind,
        width: size.width,
        height: size.height,
        subtitles: input.subtitles,
        // Fixed per export: every attempt writes this key, so a retry overwrites instead of adding a file.
        videoKey: newMediaKey('mp4'),
      });
      try {
        await deps.send(row.id);
      } catch (error) {
        // The worker re-sends queued exports at start; the client still gets its export.
        void error;
      }
      return present(row);
    },

    async list(actorId: string, scenarioId: string): Promise<Export[]> {
      await deps.access.require(actorId, scenarioId, 'read');
      const rows = await deps.exports.listByScenario(scenarioId);
      return Promise.all(rows.map(present));
    },

    async get(actorId: string, input: ExportIdParams): Promise<Export> {
      return present(await findOwn(actorId, input, 'read'));
    },

    async rename(actorId: string, input: ExportUpdateInput): Promise<Export> {
      const row = await findOwn(actorId, input, 'write');
      const renamed = await deps.exports.rename(row.id, input.name);
      if (!renamed) throw exportNotFound();
      return present(renamed);
    },

    /**
     * Deletes the export and its files. Share links go with it (shares reference exports ON DELETE CASCADE);
     * `export.deleted` is published after the delete for anything else holding on to it.
     */
    async delete(actorId: string, input: ExportIdParams): Promise<{ exportId: string }> {
      const row = await findOwn(actorId, input, 'write');
      const projectId = (await deps.exports.projectIdOf(row.scenarioId)) ?? null;
      const deleted = await deps.exports.delete(row.id);
      if (!deleted) throw exportNotFound();
      deps.events.publish({
        type: 'export.deleted',
        projectId,
        actorId,
        data: { exportId: deleted.id, scenarioId: deleted.scenarioId },
      });
      return { exportId: deleted.id };
    },

    /** Pushes an export's state to its owner's sockets as `job:updated`, and to its project's room. */
    publishJob(row: ExportRow): void {
      const publish = (projectId: string | null) =>
        deps.events.publish({ type: 'export.updated', projectId, actorId: row.userId, data: presentExportJob(row) });
      const known = projectOfEpisode.get(row.scenarioId);
      if (known) return publish(known);
      void deps.exports.projectIdOf(row.scenarioId).then(
        (projectId) => {
          if (projectId) projectOfEpisode.set(row.scenarioId, projectId);
          publish(projectId ?? null);
        },
        () => publish(null),
      );
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
