import { resolveFfmpeg, type FfmpegBinaries } from './ffmpeg-binary.ts';
import { captureProcess, FfmpegError } from './ffmpeg-runner.ts';

/** What media work needs to know about a file. durationSeconds is 0 for stills and when unknown. */
export interface MediaProbe {
  durationSeconds: number;
  video?: { codec: string; width: number; height: number; fps: number };
  audio?: { codec: string; sampleRate: number };
}

export interface ProbeOptions {
  /** FFMPEG_PATH; ignored when `binaries` is given. */
  ffmpegPath?: string;
  binaries?: FfmpegBinaries;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const DEFAULT_PROBE_TIMEOUT_MS = 30_000;

function positiveNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** "30000/1001" → 29.97; undefined for "0/0" and other nonsense. */
function parseRate(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const [numerator, denominator = '1'] = value.split('/');
  const rate = Number(numerator) / Number(denominator);
  return Number.isFinite(rate) && rate > 0 ? Math.round(rate * 1000) / 1000 : undefined;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  sample_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
}

/** Reads `ffprobe -print_format json -show_format -show_streams` output. */
export function parseFfprobeJson(json: string): MediaProbe {
  const parsed = JSON.parse(json) as { format?: { duration?: string }; streams?: FfprobeStream[] };
  const streams = parsed.streams ?? [];
  // Cover art in audio files is a "video" stream too; it is not the picture we want.
  const video = streams.find((stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1);
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const duration =
    positiveNumber(parsed.format?.duration) ?? positiveNumber(video?.duration) ?? positiveNumber(audio?.duration);

  const probe: MediaProbe = { durationSeconds: duration ?? 0 };
  if (video?.width && video.height) {
    probe.video = {
      codec: video.codec_name ?? 'unknown',
      width: video.width,
      height: video.height,
      fps: parseRate(video.avg_frame_rate) ?? parseRate(video.r_frame_rate) ?? 0,
    };
  }
  if (audio) {
    probe.audio = { codec: audio.codec_name ?? 'unknown', sampleRate: positiveNumber(audio.sample_rate) ?? 0 };
  }
  return probe;
}

/** Reads the stream summary `ffmpeg -i <file>` prints to stderr (used when there is no ffprobe). */
export function parseFfmpegInfo(stderr: string): MediaProbe {
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const probe: MediaProbe = {
    durationSeconds: duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : 0,
  };
  for (const line of stderr.split('\n')) {
    const stream = /Stream #\d+:\d+.*?: (Video|Audio): (\w+)(.*)$/.exec(line);
    if (!stream) continue;
    const [, type, codec = 'unknown', rest = ''] = stream;
    if (type === 'Video' && !probe.video && !rest.includes('attached pic')) {
      const size = /[ ,](\d{1,5})x(\d{1,5})(?=[ ,\]]|$)/.exec(rest);
      if (!size) continue;
      const fps = /, ([\d.]+)(k?) fps/.exec(rest) ?? /, ([\d.]+)(k?) tbr/.exec(rest);
      probe.video = {
        codec,
        width: Number(size[1]),
        height: Number(size[2]),
        fps: fps ? Number(fps[1]) * (fps[2] ? 1000 : 1) : 0,
      };
    } else if (type === 'Audio' && !probe.audio) {
      const rate = /, (\d+) Hz/.exec(rest);
      probe.audio = { codec, sampleRate: rate ? Number(rate[1]) : 0 };
    }
  }
  return probe;
}

/**
 * Duration and stream facts of a media file: ffprobe JSON when ffprobe exists, else the `ffmpeg -i` summary.
 * Rejects with FfmpegError('failed') when the file is not readable media.
 */
export async function probeMedia(path: string, options: ProbeOptions = {}): Promise<MediaProbe> {
  const binaries = options.binaries ?? (await resolveFfmpeg(options.ffmpegPath));
  const run = { signal: options.signal, timeoutMs: options.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS };

  if (binaries.ffprobe) {
    const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '-i', path];
    const result = await captureProcess(binaries.ffprobe, args, run);
    if (result.exitCode !== 0) throw new FfmpegError('failed', 'The file is not readable media', result);
    const probe = parseFfprobeJson(result.stdout);
    if (!probe.video && !probe.audio) throw new FfmpegError('failed', 'The file has no audio or video', result);
    return probe;
  }

  // Without an output ffmpeg always exits 1 after printing the summary; only the summary tells success.
  const result = await captureProcess(binaries.ffmpeg, ['-hide_banner', '-nostdin', '-i', path], run);
  const probe = parseFfmpegInfo(result.stderr);
  if (!result.stderr.includes('Input #0') || (!probe.video && !probe.audio)) {
    throw new FfmpegError('failed', 'The file is not readable media', result);
  }
  return probe;
}
