import type { Config } from '../config/index.ts';
import type { DatabaseHandle } from '../db/index.ts';
import { ffmpegRunListeners, type FfmpegRunListener } from '../media/ffmpeg/ffmpeg-runner.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';
import { serveMetrics } from '../metrics/metrics-endpoint.ts';
import { ExportRepository } from '../modules/exports/export.repository.ts';
import { GenerationJobRepository } from '../modules/generation/generation-job.repository.ts';

type MetricsConfig = Pick<Config, 'METRICS_TOKEN' | 'METRICS_PORT' | 'HOST'>;

/** The metrics running: what a stop undoes, and the METRICS_PORT server's port. */
export interface RunningMetrics {
  port: number | undefined;
  stop(): Promise<void>;
}

/**
 * What the metrics read or hear beyond what the roles report: the queue's depth from the job tables, this
 * process's ffmpeg renders and, with METRICS_PORT, the port they are served on.
 */
export async function startMetrics(
  config: MetricsConfig,
  metrics: AppMetrics,
  database: DatabaseHandle,
): Promise<RunningMetrics> {
  const generationJobs = new GenerationJobRepository(database.db);
  const exportJobs = new ExportRepository(database.db);
  metrics.watchQueue(async () => [
    ...(await generationJobs.countQueuedByKind()),
    { kind: 'export', count: await exportJobs.countQueued() },
  ]);
  const onRender: FfmpegRunListener = (outcome, seconds) => metrics.observeFfmpeg(outcome, seconds);
  ffmpegRunListeners.add(onRender);
  const server =
    config.METRICS_PORT === undefined
      ? undefined
      : await serveMetrics(metrics, { host: config.HOST, port: config.METRICS_PORT, token: config.METRICS_TOKEN });
  return {
    port: server?.port,
    stop: async () => {
      ffmpegRunListeners.delete(onRender);
      await server?.close();
    },
  };
}
