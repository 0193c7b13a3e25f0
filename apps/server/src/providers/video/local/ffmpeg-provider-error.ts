import { FfmpegError } from '../../../media/ffmpeg/ffmpeg-runner.ts';
import { ProviderError } from '../../provider.ts';

/**
 * What a local ffmpeg provider throws for a failure: the signal's reason once cancelled (like fetch), a
 * ProviderError for timeouts, a missing binary or a failed run, anything else unchanged.
 */
export function ffmpegProviderError(error: unknown, what: string, signal?: AbortSignal): unknown {
  if (signal?.aborted) return signal.reason;
  if (error instanceof ProviderError || !(error instanceof FfmpegError)) return error;
  switch (error.reason) {
    case 'timeout':
      return new ProviderError('timeout', `${what} took too long`, { cause: error });
    case 'spawn':
      return new ProviderError('unavailable', 'ffmpeg could not be started', { cause: error });
    default:
      // A run that failed on valid input will fail again; the detail (stderr) stays in `cause` for the logs.
      return new ProviderError('vendor', `${what} failed`, { cause: error, isRetryable: false });
  }
}

/** Resolves to the ffmpeg binaries, or a ProviderError('unavailable') when there is none. */
export async function requireFfmpeg<T>(resolve: () => Promise<T>): Promise<T> {
  try {
    return await resolve();
  } catch (error) {
    throw new ProviderError('unavailable', 'ffmpeg is not installed: set FFMPEG_PATH or install ffmpeg', {
      cause: error,
    });
  }
}
