import type { ExportCodec, Language, SubtitleOptions, TimeSpan, TimelineAudioClip } from '@sym/contracts';
import { cameraMoveGraph, framePts, type CameraPlan } from '../ffmpeg/camera-move.args.ts';
import { coverFitFilter, h264EncodeArgs } from '../ffmpeg/h264.args.ts';
import { ffmpegNumber, filteredVideoArgs } from '../ffmpeg/filter-graph.args.ts';
import { envelopeFilters, loopFilters, type EnvelopeClip } from './audio-envelope.args.ts';

// Pure ffmpeg argument builders of the export pipeline. Every clip is encoded with the SAME parameters (codec,
// size, fps, pixel format, timescale, no audio) so the concat demuxer can join them with `-c copy`.

/**
 * The clips' x264 settings, chosen by measurement (bench/export-speed.ts; 720p camera moves on the shipped 2018
 * ffmpeg): veryfast with the cheapest motion search (diamond, one subpixel pass) spends about 35% less CPU in x264
 * than plain veryfast, and crf 19 instead of 20 keeps SSIM and PSNR against the unencoded frames at or above
 * plain veryfast at crf 20 (files about 20% larger). Every clip, and the final file, which copies them, uses them.
 */
export const CLIP_X264 = { preset: 'veryfast', crf: '19', params: 'me=dia:subme=1' } as const;
/** mp4 timescale of every clip, so concatenated timestamps line up (a multiple of 24, 25, 30 and 60). */
const TIMESCALE = '15360';
/** Part of every clip's hash: bump it when the encoding of clips changes, so old cached clips are not reused. */
export const CLIP_ENCODER_VERSION = `x264-${CLIP_X264.preset}-${CLIP_X264.params}-crf${CLIP_X264.crf}-ts${TIMESCALE}-v3`;

export interface FrameSize {
  width: number;
  height: number;
}

const num = ffmpegNumber;

/** The uniform clip encoding: H.264 yuv420p BT.709, a keyframe every 2 s, fixed timescale, no audio. */
export function clipEncoderArgs(fps: number, threads: number): string[] {
  return [
    '-an',
    ...h264EncodeArgs(fps, CLIP_X264),
    '-threads',
    String(Math.max(1, threads)),
    '-video_track_timescale',
    TIMESCALE,
    '-f',
    'mp4',
  ];
}

interface ClipArgsBase {
  input: string;
  output: string;
  size: FrameSize;
  fps: number;
  frames: number;
  threads: number;
}

/**
 * A video shot: cover-fitted to the frame, resampled to the export fps, its last frame held when the video is
 * shorter than the shot (`tpad` clone), cut to exactly `frames` when longer.
 */
export function videoClipArgs(options: ClipArgsBase): string[] {
  const { size, fps, frames } = options;
  const hold = num(frames / fps);
  const graph = `[0:v]fps=${num(fps)},${coverFitFilter(size.width, size.height)},tpad=stop_mode=clone:stop_duration=${hold}[v]`;
  return [
    ...filteredVideoArgs(options.input, graph, frames, fps),
    ...clipEncoderArgs(fps, options.threads),
    options.output,
  ];
}

/**
 * A still shot with its camera move: the same perspective expressions as the local video provider (and the
 * browser preview's curve), or a held still when `plan` is null (the card of a shot without an image). Bilinear
 * sampling instead of the provider's bicubic: 30% less CPU per clip, no visible difference at export sizes.
 */
export function imageClipArgs(options: ClipArgsBase & { plan: Pick<CameraPlan, 'canvas' | 'path'> | null }): string[] {
  const { size, fps, frames, plan } = options;
  const graph = plan
    ? cameraMoveGraph(plan, size, fps, frames, 'linear')
    : `[0:v]${coverFitFilter(size.width, size.height)},loop=loop=${frames - 1}:size=1:start=0,${framePts(fps)}[v]`;
  return [
    ...filteredVideoArgs(options.input, graph, frames, fps),
    ...clipEncoderArgs(fps, options.threads),
    options.output,
  ];
}

export interface AudioMixInput {
  clip: Pick<TimelineAudioClip, 'start' | 'sourceStart' | 'duration' | 'gain'> & EnvelopeClip;
  path: string;
  /** Input options before its `-i` (the concat demuxer of mixed windows). */
  inputArgs?: readonly string[];
}

/** The sample rate of the export's audio. */
export const MIX_SAMPLE_RATE = 48_000;

/**
 * One pass mixing every audio clip: each is cut from its source (`atrim`), set to its gain, delayed to its
 * start and padded/cut to exactly the episode's length, then summed and encoded as AAC 48 kHz stereo. Without
 * clips, silence of the episode's length.
 *
 * The sum is `amix` followed by `volume=<inputs>`: amix divides by the number of inputs still playing, and
 * because every input lasts the whole episode that divisor never changes, so multiplying it back gives the
 * plain sum at exactly the clips' gains. This works on every ffmpeg we run, including the npm-shipped 2018
 * build, which has neither amix's `normalize` option (ffmpeg 4.4) nor apad's `whole_dur` (4.2).
 *
 * A looped clip repeats its pass before it is placed; a clip with an envelope (fades, ducking under `speech`) gets
 * it once placed, where the filters' time is the episode's (audio-envelope.args.ts).
 */
export function audioMixArgs(options: {
  inputs: readonly AudioMixInput[];
  duration: number;
  output: string;
  /** `wav`: 32-bit float PCM, a window of a long mix that is joined and encoded later. */
  format?: 'aac' | 'wav';
  /** Where someone speaks (speechSpans): what ducked clips are lowered under. */
  speech?: readonly TimeSpan[];
}): string[] {
  const { inputs, duration } = options;
  const total = num(duration);
  const args = ['-y'];
  let graph: string;
  if (inputs.length === 0) {
    args.push('-f', 'lavfi', '-i', `anullsrc=channel_layout=stereo:sample_rate=${MIX_SAMPLE_RATE}`);
    graph = `[0:a]atrim=0:${total}[a]`;
  } else {
    for (const input of inputs) args.push(...(input.inputArgs ?? []), '-i', input.path);
    const samples = Math.round(duration * MIX_SAMPLE_RATE);
    const chains = inputs.map(({ clip }, index) => {
      const delayMs = Math.round(clip.start * 1000);
      const filters = [
        `atrim=start=${num(clip.sourceStart)}:duration=${num(clip.loopLength ?? clip.duration)}`,
        'asetpts=PTS-STARTPTS',
        `aresample=${MIX_SAMPLE_RATE}`,
        'aformat=sample_fmts=fltp:channel_layouts=stereo',
        ...loopFilters(clip, MIX_SAMPLE_RATE),
        `volume=${num(clip.gain)}`,
        `adelay=${delayMs}|${delayMs}`,
        `apad=whole_len=${samples}`,
        `atrim=end_sample=${samples}`,
        ...envelopeFilters(clip, options.speech ?? []),
      ];
      return `[${index}:a]${filters.join(',')}[a${index}]`;
    });
    const labels = inputs.map((_, index) => `[a${index}]`).join('');
    graph =
      `${chains.join(';')};${labels}amix=inputs=${inputs.length}:duration=longest:dropout_transition=0,` +
      `volume=${inputs.length}[a]`;
  }
  return [
    ...args,
    '-filter_complex',
    graph,
    '-map',
    '[a]',
    ...(options.format === 'wav' ? ['-c:a', 'pcm_f32le'] : ['-c:a', 'aac', '-b:a', '160k']),
    '-ar',
    String(MIX_SAMPLE_RATE),
    '-ac',
    '2',
    '-t',
    total,
    '-f',
    options.format === 'wav' ? 'wav' : 'mp4',
    options.output,
  ];
}

/** The concat demuxer's list: one `file` line per clip, quotes escaped the way the demuxer reads them. */
export function concatList(paths: readonly string[]): string {
  return paths.map((path) => `file '${path.replaceAll("'", "'\\''")}'\n`).join('');
}

/** Escapes a path for a filter option value (the subtitles filter's filename). */
function filterPath(path: string): string {
  return path.replace(/\\/g, '/').replace(/([:'\\[\],;])/g, '\\$1');
}

/** The ISO 639-2 code a stream's language is written with in MP4/MKV. */
export const STREAM_LANGUAGE: Readonly<Record<Language, string>> = {
  en: 'eng',
  de: 'deu',
  fr: 'fra',
  es: 'spa',
  it: 'ita',
  ja: 'jpn',
};

/** Text height as a share of the video's width, per subtitle size. */
const SUBTITLE_SIZE_SHARE: Readonly<Record<SubtitleOptions['size'], number>> = {
  small: 0.028,
  medium: 0.035,
  large: 0.045,
};

/**
 * libass sizes SubRip text in a 288-line script space scaled to the video height; this keeps the text the chosen
 * share of the video WIDTH tall whatever the aspect ratio (a portrait video would otherwise get huge, wrapping lines).
 */
export function subtitleFontSize(size: FrameSize, share = SUBTITLE_SIZE_SHARE.medium): number {
  return Math.max(4, Math.round((size.width * share * 288) / size.height));
}

/** Subtitles drawn into the picture: the SubRip file, its style, and the folder of the fonts it may name. */
export interface BurnedSubtitles {
  path: string;
  options: Pick<SubtitleOptions, 'font' | 'size' | 'outline' | 'position'>;
  fontsDir: string;
}

/**
 * The subtitles filter of burned-in subtitles. The fonts come from `fontsdir` (shipped with the product), so they
 * draw the same on a machine with no fonts installed. SubRip styles use the legacy SSA alignment: 2 is bottom
 * centre, 6 top centre.
 */
export function burnSubtitlesFilter(burned: BurnedSubtitles, size: FrameSize): string {
  const { font, outline, position } = burned.options;
  const style = [
    `FontName=${font}`,
    `FontSize=${subtitleFontSize(size, SUBTITLE_SIZE_SHARE[burned.options.size])}`,
    `Outline=${outline}`,
    'Shadow=0',
    `Alignment=${position === 'top' ? 6 : 2}`,
    'MarginV=24',
  ].join(',');
  return `subtitles=filename=${filterPath(burned.path)}:fontsdir=${filterPath(burned.fontsDir)}:force_style='${style}'`;
}

/** The ffmpeg encoder each codec of the final file needs. */
export const VIDEO_ENCODER: Readonly<Record<ExportCodec, string>> = {
  h264: 'libx264',
  h265: 'libx265',
  prores: 'prores_ks',
};

/** The container of each codec: ProRes goes in a QuickTime MOV, as editing suites expect it. */
export const exportContainer = (codec: ExportCodec): 'mp4' | 'mov' => (codec === 'prores' ? 'mov' : 'mp4');

/**
 * The final file's video encoding when it is re-encoded: the clips' H.264 settings; H.265 at crf 22 tagged `hvc1`
 * (what Apple players need); ProRes 422 HQ, 10-bit 4:2:2.
 */
function deliveryVideoArgs(codec: ExportCodec, fps: number): string[] {
  if (codec === 'h265') {
    return ['-c:v', 'libx265', '-preset', 'fast', '-crf', '22', '-pix_fmt', 'yuv420p', '-tag:v', 'hvc1'];
  }
  if (codec === 'prores') return ['-c:v', 'prores_ks', '-profile:v', '3', '-pix_fmt', 'yuv422p10le', '-vendor', 'apl0'];
  return h264EncodeArgs(fps, CLIP_X264);
}

/** One language of the final file: its mixed audio and, carried as a stream, its SubRip subtitles. */
export interface LanguageTrack {
  language: Language;
  /** The mixed audio (.m4a, AAC: copied). */
  audio: string;
  /** A SubRip file carried as a mov_text stream; null: none. */
  subtitles: string | null;
}

/**
 * The final file: the clips joined by the concat demuxer plus one audio stream per language (the first the
 * default), index at the front, every stream tagged with its language. The video is copied when it stays the clips'
 * H.264 without burned-in subtitles; else it is re-encoded (with the subtitles drawn in, in the chosen codec).
 * Subtitles as streams are mov_text tracks, one per language that has them, none of them shown by default.
 */
export function finalMuxArgs(options: {
  concatList: string;
  duration: number;
  output: string;
  fps: number;
  size: FrameSize;
  threads: number;
  tracks: readonly LanguageTrack[];
  burned?: BurnedSubtitles | null;
  /** The video codec of the file (h264 by default: the clips', copied). */
  codec?: ExportCodec;
}): string[] {
  const { tracks } = options;
  const codec = options.codec ?? 'h264';
  const isReencoded = Boolean(options.burned) || codec !== 'h264';
  const video = isReencoded
    ? [
        ...(options.burned ? ['-vf', burnSubtitlesFilter(options.burned, options.size)] : []),
        ...deliveryVideoArgs(codec, options.fps),
        '-threads',
        String(Math.max(1, options.threads)),
      ]
    : ['-c:v', 'copy'];
  const inputs = ['-f', 'concat', '-safe', '0', '-i', options.concatList];
  const maps = ['-map', '0:v:0'];
  const tags: string[] = [];
  for (const [index, track] of tracks.entries()) {
    inputs.push('-i', track.audio);
    maps.push('-map', `${index + 1}:a:0`);
    tags.push(
      `-metadata:s:a:${index}`,
      `language=${STREAM_LANGUAGE[track.language]}`,
      `-disposition:a:${index}`,
      index === 0 ? 'default' : '0',
    );
  }
  const withSubtitles = tracks.filter((track) => track.subtitles !== null);
  for (const [index, track] of withSubtitles.entries()) {
    inputs.push('-i', track.subtitles!);
    maps.push('-map', `${tracks.length + 1 + index}:s:0`);
    tags.push(`-metadata:s:s:${index}`, `language=${STREAM_LANGUAGE[track.language]}`);
  }
  return [
    '-y',
    ...inputs,
    ...maps,
    ...video,
    '-c:a',
    'copy',
    ...(withSubtitles.length > 0 ? ['-c:s', 'mov_text'] : []),
    ...tags,
    '-t',
    num(options.duration),
    '-movflags',
    '+faststart',
    '-f',
    exportContainer(codec),
    options.output,
  ];
}

/** A poster frame (JPEG, at most 1280 wide) from the first clip, for the share page and link previews. */
export function posterArgs(options: { input: string; output: string; at: number }): string[] {
  return [
    '-y',
    '-ss',
    num(options.at),
    '-i',
    options.input,
    '-frames:v',
    '1',
    '-vf',
    "scale='min(1280,iw)':-2",
    '-q:v',
    '3',
    '-f',
    'image2',
    options.output,
  ];
}
