import type { GenerationKind, JobTicket } from '@sym/contracts';

/** One started job, filed under the key of what it generates (a variant, a shot's image, a batch...). */
export interface TrackedJob {
  key: string;
  kind: GenerationKind;
  ticket: JobTicket;
}

export type GenerationPhase = 'idle' | 'starting' | 'running' | 'completed' | 'failed' | 'timeout';

/** Where the generation under one key stands: its start request and every job it started. */
export interface GenerationState {
  phase: GenerationPhase;
  /** 0-100, the mean over the key's jobs (finished ones count their last progress). */
  progress: number;
  /** Jobs started under the key, and how many of them finished. */
  total: number;
  finished: number;
  /** Why the start was refused or the job failed; null when nothing went wrong. */
  error: string | null;
  /** A batch that stopped early says why (e.g. not enough credits for the rest). */
  stoppedReason: string | null;
  /** Something the user should know about a finished generation (a repeated take was not charged). */
  notice?: string | null;
}

export const IDLE_GENERATION: GenerationState = {
  phase: 'idle',
  progress: 0,
  total: 0,
  finished: 0,
  error: null,
  stoppedReason: null,
};

export function isGenerationBusy(state: GenerationState): boolean {
  return state.phase === 'starting' || state.phase === 'running';
}
