import type { GeneratedMedia, ProviderCallContext } from '../provider.ts';
import type { LipsyncProvider, LipsyncRequest } from './lipsync-provider.ts';
import { createLocalLipsyncProvider, type LocalLipsyncProviderOptions } from './local/local-lipsync.provider.ts';

/** Within this many seconds (a frame at 50 fps) a result already lasts the shot's duration. */
const TOLERANCE_SECONDS = 0.02;

/**
 * A lip-sync provider whose results always last the requested duration (the shot's): a vendor returns a clip as
 * long as the speech, which is then held on its last frame with silence after it, or cut, by the local mux.
 */
export function fittedToShot(inner: LipsyncProvider, options: LocalLipsyncProviderOptions = {}): LipsyncProvider {
  const mux = createLocalLipsyncProvider(options);

  async function generate(request: LipsyncRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    const result = await inner.generate(request, context);
    const target = request.durationSeconds;
    if (target === undefined) return result;
    if (result.durationSeconds !== undefined && Math.abs(result.durationSeconds - target) <= TOLERANCE_SECONDS) {
      return result;
    }
    // The vendor's clip is both the picture and the sound; its progress already reached 100.
    return mux.generate(
      {
        video: result.bytes,
        audio: result.bytes,
        audioContentType: result.contentType,
        width: request.width,
        height: request.height,
        durationSeconds: target,
      },
      { signal: context.signal },
    );
  }

  return { info: inner.info, generate };
}
