import { framePts } from './camera-move.args.ts';
import { aacOutputArgs, coverFitFilter, h264OutputArgs } from './h264.args.ts';

export interface AudioMuxArgsOptions {
  /** A clip, or a still picture when `isStill`. */
  video: string;
  isStill: boolean;
  audio: string;
  /** The result lasts exactly this long (the shot's duration on the timeline), whatever the audio's length. */
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
 * ffmpeg arguments putting an audio track on a clip (or a still) so the result lasts exactly `durationSeconds`:
 * a shorter clip plays on and then holds its last frame (`tpad` clone), a longer one is cut (`-t`); shorter audio
 * is followed by silence (`apad`), longer audio is cut. The picture is cover-fitted to width×height and both
 * streams are re-encoded (H.264 + AAC) so every clip of an episode matches. (ffmpeg 4.1: `apad` pads without
 * end and `-t` cuts, as `whole_dur` does not exist yet.)
 */
export function audioMuxArgs(options: AudioMuxArgsOptions): string[] {
  const { durationSeconds, fps } = options;
  const duration = num(durationSeconds);
  const cover = coverFitFilter(options.width, options.height);
  // A still is decoded once and repeated (frame N at N/fps, the time base set first: see framePts); a clip is
  // padded by the full duration, which `-t` then trims.
  const timeline = options.isStill
    ? `loop=loop=${Math.max(0, Math.ceil(durationSeconds * fps) - 1)}:size=1:start=0,${framePts(fps)}`
    : `fps=${num(fps)},tpad=stop_mode=clone:stop_duration=${duration}`;
  return [
    '-y',
    '-i',
    options.video,
    '-i',
    options.audio,
    '-filter_complex',
    `[0:v]${cover},${timeline}[v];[1:a:0]apad[a]`,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-t',
    duration,
    '-r',
    num(fps),
    ...h264OutputArgs(fps),
    ...aacOutputArgs(),
    options.output,
  ];
}
