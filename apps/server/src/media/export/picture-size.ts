import fs from 'node:fs/promises';
import { loadSharp } from '../load-sharp.ts';
import type { FfmpegBinaries } from '../ffmpeg/ffmpeg-binary.ts';
import { probeMedia } from '../ffmpeg/media-probe.ts';
import type { FrameSize } from './export-plan.ts';

/**
 * A still's stored width and height, read from its header by sharp (no process started, unlike an ffmpeg probe
 * per clip). Stored, not EXIF-rotated, size: ffmpeg decodes the picture unrotated too. A picture sharp cannot read
 * is probed by ffmpeg, which decodes it for the clip; `fallback` when neither knows its size.
 */
export async function pictureSize(
  file: string,
  options: { binaries: FfmpegBinaries; signal: AbortSignal; fallback: FrameSize },
): Promise<FrameSize> {
  try {
    const sharp = await loadSharp();
    // From bytes, not the path: libvips would keep the file open in its cache after the clip has removed it.
    const { width, height } = await sharp(await fs.readFile(file)).metadata();
    if (width && height) return { width, height };
  } catch {
    // Not a format libvips reads: ffmpeg may still.
  }
  const probe = await probeMedia(file, { binaries: options.binaries, signal: options.signal });
  return probe.video ? { width: probe.video.width, height: probe.video.height } : options.fallback;
}
