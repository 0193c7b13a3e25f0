import { ffmpegEncoders } from '../media/ffmpeg/ffmpeg-encoders.ts';
import type { Config } from '../config/index.ts';
import type { Database } from '../db/index.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { QueueJobRequests } from '../jobs/job-requests.ts';
import { resolveFfmpeg } from '../media/ffmpeg/ffmpeg-binary.ts';
import { mediaKeyOfUrl } from '../media/media-storage.ts';
import type { DomainEvents } from '../modules/events/domain-events.ts';
import { ExportEvents } from '../modules/exports/export-events.ts';
import { ExportJobLifecycle } from '../modules/exports/export-job-lifecycle.ts';
import { ExportInputError, ExportRenderer } from '../modules/exports/export-renderer.ts';
import { ExportRepository } from '../modules/exports/export.repository.ts';
import { ExportService, type ExportServiceDeps } from '../modules/exports/export.service.ts';
import type { MediaReader } from '../modules/generation/generation-media.ts';
import type { ScenarioAccess } from '../modules/scenarios/scenario.policy.ts';
import type { FileWriter } from '../modules/stored-files/stored-files.service.ts';
import type { TimelineStore } from '../modules/timeline/timeline-store.ts';
import { readStream } from '../media/read-stream.ts';

export type ExportConfig = Pick<Config, 'EXPORT_TIMEOUT_SECONDS' | 'EXPORT_PARALLELISM' | 'FFMPEG_PATH' | 'DATA_DIR'>;

/** Exports read only our own stored media: a shot's files were stored when they were generated or uploaded. */
function storedMediaReader(files: Pick<FileWriter, 'get'>): MediaReader {
  return {
    async read(url) {
      const key = mediaKeyOfUrl(url);
      const object = key !== undefined && !/^https?:/i.test(url) ? await files.get(key) : undefined;
      if (!object) throw new ExportInputError('a file of the episode is missing');
      return new Uint8Array(await readStream(object.stream));
    },
  };
}

/** The export service (API side) and the export job's renderer and lifecycle (worker side). */
export function createExportServices(
  config: ExportConfig,
  deps: {
    db: Database;
    events: DomainEvents;
    files: FileWriter;
    access: ScenarioAccess;
    timeline: TimelineStore;
    queue: JobQueue;
    shareOf?: ExportServiceDeps['shareOf'];
    assertStorageRoom?: ExportServiceDeps['assertStorageRoom'];
  },
) {
  const exports = new ExportRepository(deps.db);
  const renderer = new ExportRenderer({
    timeline: deps.timeline,
    files: deps.files,
    reader: storedMediaReader(deps.files),
    binaries: () => resolveFfmpeg(config.FFMPEG_PATH),
    dataDir: config.DATA_DIR,
    parallelism: config.EXPORT_PARALLELISM,
  });
  return {
    service: new ExportService({
      exports,
      shots: deps.timeline.shots,
      access: deps.access,
      events: deps.events,
      jobs: new QueueJobRequests(deps.queue),
      shareOf: deps.shareOf,
      assertStorageRoom: deps.assertStorageRoom,
      hasEncoder: async (encoder) =>
        (await ffmpegEncoders((await resolveFfmpeg(config.FFMPEG_PATH)).ffmpeg)).has(encoder),
    }),
    /** The export rows (queued renders re-sent at worker start). */
    records: exports,
    renderer,
    /** The worker side: the life of export renders, which the job runner drives. */
    lifecycle: new ExportJobLifecycle({
      exports,
      events: new ExportEvents({ exports, events: deps.events }),
      files: deps.files,
      jobDeps: { renderer },
    }),
  };
}
