import type { ExportRunner } from '../../modules/exports/export-runner.ts';
import { EXPORT_MAX_ATTEMPTS } from '../../modules/exports/export-runner.ts';
import { EXPORT_QUEUE } from '../../modules/exports/export.service.ts';
import type { JobDefinition } from '../job-queue.ts';

/** Time for an aborted render to record its failure before pg-boss takes the job as lost. */
const EXPIRY_MARGIN_SECONDS = 10;

/**
 * The export render queue. One render at a time per worker: a render already spreads its clips over every core.
 * A render never runs past EXPORT_TIMEOUT_SECONDS (it aborts itself and fails), so pg-boss takes a render still
 * active a little after that as lost (its worker died) and retries it; the handler is idempotent (claim on the export row, fixed output key).
 */
export function exportJobDefinition(runner: ExportRunner, settings: { timeoutSeconds: number }): JobDefinition {
  return {
    queue: EXPORT_QUEUE,
    retryLimit: EXPORT_MAX_ATTEMPTS,
    retryDelaySeconds: 2,
    expireInSeconds: settings.timeoutSeconds + EXPIRY_MARGIN_SECONDS,
    concurrency: 1,
    handle: (jobId, _data, stop) => runner.run(jobId, stop),
  };
}
