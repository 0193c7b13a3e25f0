/**
 * What every generation provider shares. Providers are pure capability: they take bytes and text and return
 * bytes and text. Storage, credits, jobs and the database are the caller's business (ARCHITECTURE rule 7).
 */

export const PROVIDER_KINDS = ['text', 'image', 'video', 'speech', 'lipsync'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** Declared beside each provider: who it is, what it can do and what one unit of its work costs. */
export interface ProviderInfo {
  /** Stable id used in settings, e.g. `local`, `openai`, `comfyui`, `replicate`. */
  id: string;
  /** Name shown to users, e.g. 'Local storyboard renderer'. Must say honestly what the provider does. */
  name: string;
  kind: ProviderKind;
  /** Whether it needs the network (remote adapters) or runs on this machine. */
  isLocal: boolean;
  /** Credits per unit: per image, per clip, per speech line, per lip-sync, per text call. */
  creditsPerUnit: number;
  /** Free-form capability flags, e.g. { referenceImages: true, maxDurationSeconds: 10 }. */
  capabilities: Record<string, boolean | number | string>;
}

/** Passed to every call: cancellation, progress 0-100 and a seed that makes local output deterministic. */
export interface ProviderCallContext {
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
  /** Same seed + same input → same output for the local providers. */
  seed?: number;
}

/** A produced file. */
export interface GeneratedMedia {
  bytes: Uint8Array;
  /** e.g. image/png, video/mp4, audio/wav. */
  contentType: string;
  /** For audio and video. */
  durationSeconds?: number;
  width?: number;
  height?: number;
}

/** A vendor or provider failure with a message safe to show to the user. */
export class ProviderError extends Error {
  /** timeout | vendor | malformed | unavailable | input */
  readonly reason: 'timeout' | 'vendor' | 'malformed' | 'unavailable' | 'input';
  /** Whether trying again may help (timeouts, 5xx, 429). */
  readonly isRetryable: boolean;

  constructor(
    reason: ProviderError['reason'],
    message: string,
    options: { isRetryable?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ProviderError';
    this.reason = reason;
    this.isRetryable = options.isRetryable ?? (reason === 'timeout' || reason === 'unavailable');
  }
}
