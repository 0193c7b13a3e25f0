import { isJobKind, JOB_KINDS, type JobKind } from '@sym/contracts';
import type { GenerationJobDefinition } from './generation-job-deps.ts';
import type { TargetSubject } from './job-definition.ts';

/** A stored target read back through its kind's definition. */
export interface ReadTarget {
  kind: JobKind;
  definition: GenerationJobDefinition;
  target: unknown;
}

const NO_SUBJECT: TargetSubject = { scenarioId: null, shotId: null, assetId: null };

/**
 * The generation job kinds the registry defines (jobs/job-registry.ts hands them in), looked up by the stored
 * target's type: a job record names its kind there (`{ type: <kind>, ...ids }`).
 */
export class GenerationJobCatalog {
  private readonly byKind: ReadonlyMap<string, GenerationJobDefinition>;

  constructor(definitions: readonly GenerationJobDefinition[]) {
    this.byKind = new Map(definitions.map((definition) => [definition.name, definition]));
  }

  /** The definition of a kind, or undefined for a name no definition has. */
  definitionOf(kind: unknown): GenerationJobDefinition | undefined {
    return isJobKind(kind) ? this.byKind.get(kind) : undefined;
  }

  /** Reads a stored target (jsonb) through its kind's schema; undefined when no kind reads it. */
  readTarget(stored: Record<string, unknown>): ReadTarget | undefined {
    const kind = stored.type;
    const definition = this.definitionOf(kind);
    if (!definition || !isJobKind(kind)) return undefined;
    const parsed = definition.target.schema.safeParse(stored);
    return parsed.success ? { kind, definition, target: parsed.data } : undefined;
  }

  /** The id the client shows progress on (the variant, the shot generation, the clip, the preview). */
  targetIdOf(stored: Record<string, unknown>): string | null {
    const read = this.readTarget(stored);
    return read ? read.definition.target.targetId(read.target) : null;
  }

  /** The episode, shot or asset a target belongs to, for a screen that opens while its job runs. */
  subjectOf(stored: Record<string, unknown>): TargetSubject {
    const read = this.readTarget(stored);
    return read ? read.definition.target.subject(read.target) : NO_SUBJECT;
  }

  /** What kind of record a stored target is (contracts JOB_KINDS), when a kind reads it. */
  fillsOf(stored: Record<string, unknown>) {
    const read = this.readTarget(stored);
    return read ? JOB_KINDS[read.kind].fills : undefined;
  }
}
