import { JOB_KIND_NAMES, JOB_KINDS, type JobKind } from '@sym/contracts';
import type { ExportDelivery } from '../modules/exports/export-renderer.ts';
import { exportJob, type ExportJobDeps } from '../modules/exports/export.job.ts';
import type { GenerationJobDefinition } from '../modules/generation/generation-job-deps.ts';
import type { JobDefinition } from '../modules/generation/job-definition.ts';
import { assetVariantJob } from '../modules/generation/targets/asset-variant.job.ts';
import { shotImageJob } from '../modules/generation/targets/shot-image.job.ts';
import { shotLipsyncJob } from '../modules/generation/targets/shot-lipsync.job.ts';
import { shotVideoJob } from '../modules/generation/targets/shot-video.job.ts';
import { voiceClipJob } from '../modules/generation/targets/voice-clip.job.ts';
import { wizardAssetPreviewJob } from '../modules/generation/targets/wizard-asset-preview.job.ts';

/** A job kind kept on its export row. */
export type ExportJobDefinition = JobDefinition<JobKind, unknown, unknown, ExportJobDeps, ExportDelivery | undefined>;
export type AnyJobDefinition = GenerationJobDefinition | ExportJobDefinition;

/**
 * Every job kind the server runs, one line each (the definitions live beside the targets they fill). Adding a
 * kind: its line in contracts JOB_KINDS, its definition file, and one line here.
 */
export const JOB_DEFINITIONS: readonly AnyJobDefinition[] = [
  assetVariantJob,
  shotImageJob,
  shotVideoJob,
  shotLipsyncJob,
  voiceClipJob,
  wizardAssetPreviewJob,
  exportJob,
];

/** The kinds kept in generation_jobs. */
export function generationJobsOf(definitions: readonly AnyJobDefinition[]): GenerationJobDefinition[] {
  return definitions.filter(
    (definition): definition is GenerationJobDefinition => definition.records === 'generation_jobs',
  );
}

/** The kinds kept on export rows. */
export function exportJobsOf(definitions: readonly AnyJobDefinition[]): ExportJobDefinition[] {
  return definitions.filter((definition): definition is ExportJobDefinition => definition.records === 'exports');
}

/**
 * Refuses a registry a worker cannot run (Immich's job repository): two definitions sharing a name, a kind the
 * contracts declare without a definition (its queued jobs would never run), a definition of an undeclared kind,
 * or kinds sharing a queue that disagree on its policy or on the table that keeps their records.
 */
export function verifyJobDefinitions(
  definitions: readonly AnyJobDefinition[],
  declared: readonly JobKind[] = JOB_KIND_NAMES,
): void {
  const problems: string[] = [];
  const names = definitions.map((definition) => definition.name);
  const duplicates = [...new Set(names.filter((name, index) => names.indexOf(name) !== index))];
  if (duplicates.length > 0) problems.push(`more than one definition of: ${duplicates.join(', ')}`);
  const missing = declared.filter((kind) => !names.includes(kind));
  if (missing.length > 0) problems.push(`no definition of: ${missing.join(', ')}`);
  const undeclared = names.filter((name) => !declared.includes(name));
  if (undeclared.length > 0) problems.push(`not declared in contracts JOB_KINDS: ${undeclared.join(', ')}`);
  const firstOnQueue = new Map<string, AnyJobDefinition>();
  for (const definition of definitions) {
    const queue = JOB_KINDS[definition.name].queue;
    const first = firstOnQueue.get(queue);
    if (!first) {
      firstOnQueue.set(queue, definition);
    } else if (!isSameQueuePolicy(first, definition)) {
      problems.push(`${first.name} and ${definition.name} share the queue ${queue} but not its policy`);
    }
  }
  if (problems.length > 0) throw new Error(`The job registry cannot run: ${problems.join('; ')}`);
}

function isSameQueuePolicy(a: AnyJobDefinition, b: AnyJobDefinition): boolean {
  return (
    a.records === b.records &&
    a.policy.maxAttempts === b.policy.maxAttempts &&
    a.policy.retryDelaySeconds === b.policy.retryDelaySeconds &&
    a.policy.concurrency === b.policy.concurrency &&
    a.policy.abortAfterSeconds === b.policy.abortAfterSeconds
  );
}
