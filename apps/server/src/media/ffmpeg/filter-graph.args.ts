/** A number as ffmpeg reads it: at most six decimals, no trailing zeros. */
export function ffmpegNumber(value: number): string {
  return String(Number(value.toFixed(6)));
}

/**
 * The input side of a one-input video render: read `input`, run `graph` (`[0:v]` → `[v]`), keep exactly
 * `frames` frames at `fps`. Callers append their encoder arguments and the output path.
 */
export function filteredVideoArgs(input: string, graph: string, frames: number, fps: number): string[] {
  return [
    '-y',
    '-i',
    input,
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-frames:v',
    String(frames),
    '-r',
    ffmpegNumber(fps),
  ];
}
