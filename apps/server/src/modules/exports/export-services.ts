import type { Config } from '../../config/index.ts';
import type { Database } from '../../db/index.ts';
import type { JobQueueService } from '../../jobs/job-queue.ts';
import { resolveFfmpeg } from '../../media/ffmpeg/ffmpeg-binary.ts';
import { mediaKeyOfUrl } from '../../media/media-storage.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { MediaReader } from '../generation/generation-media.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import type { TimelineStore } from '../timeline/timeline-store.ts';
import { createExportRunner, ExportInputError, type ExportRunnerDeps } from './export-runner.ts';
import { createExportRepository } from './export.repository.ts';
import { createExportService, EXPORT_QUEUE, type ExportServiceDeps } from './export.service.ts';

export type ExportConfig = Pick<Config, 'EXPORT_TIMEOUT_SECONDS' | 'EXPORT_PARALLELISM' | 'FFMPEG_PATH' | 'DATA_DIR'>;

/** The export service (API side) and, for the worker role, its render runner. */
export function createExportServices(
  config: ExportConfig,
  deps: {
    db: Database;
    events: DomainEvents;
    files: FileWriter;
    access: ScenarioAccess;
    timeline: TimelineStore;
    queue: JobQueueService;
    shareOf?: ExportServiceDeps['shareOf'];
    assertStorageRoom?: ExportServiceDeps['assertStorageRoom'];
  },
) {
  const exports = createExportRepository(deps.db);
  const service = createExportService({
    exports,
    shots: deps.timeline.shots,
    access: deps.access,
    events: deps.events,
    send: (exportId) => deps.queue.send(EXPORT_QUEUE, exportId),
    shareOf: deps.shareOf,
    assertStorageRoom: deps.assertStorageRoom,
  });
  // Exports read only our own stored media: a shot's files were stored when they were generated or uploaded.
  const reader: MediaReader = {
    async read(url) {
      const key = mediaKeyOfUrl(url);
      const object = key !== undefined && !/^https?:/i.test(url) ? await deps.files.get(key) : undefined;
      if (!object) throw new ExportInputError('a file of the episode is missing');
      const chunks: Buffer[] = [];
      for await (const chunk of object.stream) chunks.push(Buffer.from(chunk as Uint8Array));
      return new Uint8Array(Buffer.concat(chunks));
    },
  };
  return {
    ...service,
    listQueued: () => exports.listQueued(),
    createRunner(log: ExportRunnerDeps['log']) {
      return createExportRunner({
        exports,
        timeline: deps.timeline,
        files: deps.files,
        reader,
        binaries: () => resolveFfmpeg(config.FFMPEG_PATH),
        dataDir: config.DATA_DIR,
        timeoutSeconds: config.EXPORT_TIMEOUT_SECONDS,
        parallelism: config.EXPORT_PARALLELISM,
        publish: (row) => service.publishJob(row),
        log,
      });
    },
  };
}
export type ExportServices = ReturnType<typeof createExportServices>;
