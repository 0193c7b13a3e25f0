/**
 * The H.264 encoding shared by every clip we produce, so clips can later be joined without surprises: yuv420p
 * (plays everywhere), BT.709 tags matching how the filters convert RGB, and a keyframe every two seconds for
 * scrubbing. The preset, x264 options and quality may differ (export clips favour speed).
 */
export function h264EncodeArgs(
  fps: number,
  { preset = 'veryfast', crf = '20', params = '' }: { preset?: string; crf?: string; params?: string } = {},
): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    preset,
    ...(params ? ['-x264-params', params] : []),
    '-crf',
    crf,
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(Math.max(1, Math.round(fps * 2))),
    '-colorspace',
    'bt709',
    '-color_primaries',
    'bt709',
    '-color_trc',
    'bt709',
  ];
}

/** A finished clip: the shared encoding with the index at the front (+faststart), so browsers play at once. */
export function h264OutputArgs(fps: number): string[] {
  return [...h264EncodeArgs(fps), '-movflags', '+faststart'];
}

/** AAC at 48 kHz for every clip with sound, whatever the source rate (espeak speaks at 22.05 kHz). */
export function aacOutputArgs(): string[] {
  return ['-c:a', 'aac', '-b:a', '128k', '-ar', '48000'];
}

/**
 * Filters that cover-fit any picture to exactly width×height (scale up to cover, crop the middle) and convert
 * it to BT.709 yuv420p once, before anything per-frame runs.
 */
export function coverFitFilter(width: number, height: number): string {
  return [
    `scale=${width}:${height}:force_original_aspect_ratio=increase:flags=lanczos:out_color_matrix=bt709:out_range=tv`,
    `crop=${width}:${height}`,
    'setsar=1',
    'format=yuv420p',
  ].join(',');
}
