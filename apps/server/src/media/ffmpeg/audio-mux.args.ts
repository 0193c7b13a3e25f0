import { aacOutputArgs, coverFitFilter, h264OutputArgs } from './h264.args.ts';

export interface AudioMuxArgsOptions {
  /** A clip, or a still picture when `isStill`. */
  video: string;
  isStill: boolean;
  audio: string;
  /** The result lasts exactly this long: the audio's duration. */
  durationSeconds: number;
  width: number;
  height: number;
  fps: number;
  output: string;
}

/** Short, stable decimals for the arguments (and their snapshots). */
function num(value: number): string {
  return String(Number(value.toFixed(6)));
}

/**
 * ffmpeg arguments putting an audio track on a clip (or a still) so the result lasts as long as the audio: a
 * shorter clip holds its last frame (`tpad` clone), a longer one is cut (`-t`). The picture is cover-fitted to
 * width×height and both streams are re-encoded (H.264 + AAC) so every clip of an episode matches.
 */
export function audioMuxArgs(options: AudioMuxArgsOptions): string[] {
  const { durationSeconds, fps } = options;
  const duration = num(durationSeconds);
  const cover = coverFitFilter(options.width, options.height);
  // A still is decoded once and repeated; a clip is padded by the full duration, which `-t` then trims.
  const timeline = options.isStill
    ? `loop=loop=${Math.max(0, Math.ceil(durationSeconds * fps) - 1)}:size=1:start=0,setpts=N/(${num(fps)}*TB)`
    : `fps=${num(fps)},tpad=stop_mode=clone:stop_duration=${duration}`;
  return [
    '-y',
    '-i',
    options.video,
    '-i',
    options.audio,
    '-filter_complex',
    `[0:v]${cover},${timeline}[v]`,
    '-map',
    '[v]',
    '-map',
    '1:a:0',
    '-t',
    duration,
    '-r',
    num(fps),
    ...h264OutputArgs(fps),
    ...aacOutputArgs(),
    options.output,
  ];
}
