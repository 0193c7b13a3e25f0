import { captureProcess } from './ffmpeg-runner.ts';

const known = new Map<string, Promise<ReadonlySet<string>>>();

/**
 * The encoders an ffmpeg binary was built with (`ffmpeg -encoders`), read once per binary: builds differ (the npm
 * one and Debian's both have libx265 and prores_ks; a minimal build may not).
 */
export function ffmpegEncoders(ffmpeg: string): Promise<ReadonlySet<string>> {
  let encoders = known.get(ffmpeg);
  if (!encoders) {
    encoders = captureProcess(ffmpeg, ['-hide_banner', '-encoders'], { timeoutMs: 15_000 }).then(
      ({ stdout }) =>
        new Set(
          stdout
            .split('\n')
            .map((line) => /^\s*[VAS][.A-Z]{5}\s+(\S+)/.exec(line)?.[1])
            .filter((name): name is string => Boolean(name) && name !== '='),
        ),
    );
    // A failed read is tried again next time.
    encoders.catch(() => known.delete(ffmpeg));
    known.set(ffmpeg, encoders);
  }
  return encoders;
}
