import { z } from 'zod';
import { EXPORT_CODECS, EXPORT_KINDS, EXPORT_MESSAGES, LANGUAGES, SubtitleOptions } from '@sym/contracts';
import { defineJob, FREE } from '../generation/job-definition.ts';
import type { ExportDelivery, ExportRenderer } from './export-renderer.ts';

/** What an export's handler is given. */
export interface ExportJobDeps {
  renderer: Pick<ExportRenderer, 'render'>;
}

const payload = z.object({
  scenarioId: z.string(),
  kind: z.enum(EXPORT_KINDS),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  codec: z.enum(EXPORT_CODECS),
  subtitles: z.boolean(),
  subtitleOptions: SubtitleOptions,
  /** The audio and subtitle streams' languages, the first the main one. */
  languages: z.array(z.enum(LANGUAGES)).min(1),
  /** Fixed per export: every attempt writes this key, so a retry overwrites instead of adding a file. */
  videoKey: z.string(),
});
export type ExportPayload = z.infer<typeof payload>;

const target = z.object({ exportId: z.string(), scenarioId: z.string() });
export type ExportTarget = z.infer<typeof target>;

/**
 * The render of an export (its row is the job's record and its target). One render at a time per worker: a render
 * already spreads its clips over every core. A render never runs past EXPORT_TIMEOUT_SECONDS (it aborts and fails),
 * so pg-boss takes a render still active a little after that as lost (its worker died) and retries it; the
 * handler is idempotent (claim on the export row, fixed output keys). Free: the AI work was paid when generated.
 */
export const exportJob = defineJob({
  name: 'export',
  records: 'exports',
  payload,
  target: {
    schema: target,
    targetId: (filled) => filled.exportId,
    subject: (filled) => ({ scenarioId: filled.scenarioId, shotId: null, assetId: null }),
  },
  policy: {
    maxAttempts: 3,
    retryDelaySeconds: 2,
    concurrency: 'one',
    abortAfterSeconds: (settings) => settings.exportTimeoutSeconds,
    timedOutMessage: EXPORT_MESSAGES.exportTimedOut,
  },
  credits: FREE,
  handle: (deps: ExportJobDeps, run): Promise<ExportDelivery | undefined> => deps.renderer.render(run),
});
