import type { ExportRunner } from '../../modules/exports/export-runner.ts';
import { EXPORT_MAX_ATTEMPTS } from '../../modules/exports/export-runner.ts';
import { EXPORT_QUEUE } from '../../modules/exports/export.service.ts';
import type { JobDefinition } from '../job-queue.ts';

/**
 * The export render queue. One render at a time per worker: a render already spreads its clips over every core.
 * A render may legitimately run up to EXPORT_TIMEOUT_SECONDS, so pg-boss only takes it as lost (its worker died)
 * a minute after that; the handler is idempotent (claim on the export row, fixed output key).
 */
export function exportJobDefinition(runner: ExportRunner, settings: { timeoutSeconds: number }): JobDefinition {
  return {
    queue: EXPORT_QUEUE,
    retryLimit: EXPORT_MAX_ATTEMPTS,
    retryDelaySeconds: 2,
    expireInSeconds: settings.timeoutSeconds + 60,
    concurrency: 1,
    handle: (jobId) => runner.run(jobId),
  };
}
