import { rewriteUpload } from './ffmpeg/upload-rewrite.ts';
import { sniffVideo, type SniffedVideo } from './video-sniff.ts';

/**
 * Uploaded videos, like uploaded pictures and songs (upload-decode.ts), are stored only as what a decoder made of
 * them: the streams copied into a fresh container, after every frame decoded.
 */

/** An uploaded video after a full decode: its picture (and first sound) streams alone, in a fresh container. */
export interface DecodedVideo extends SniffedVideo {
  bytes: Buffer;
  /** Seconds of video decoded. */
  duration: number;
}

export interface VideoDecodeOptions {
  /** FFMPEG_PATH; PATH or the bundled binary when absent. */
  ffmpegPath?: string | undefined;
  signal?: AbortSignal;
}

/** ffmpeg muxers that write each accepted container back as itself. */
const MUXERS: Record<SniffedVideo['extension'], string> = { mp4: 'mp4', webm: 'webm', mov: 'mov' };

/** Longest a decode may take: a 50 MB clip decodes in well under a minute; this only stops a hung process. */
const DECODE_TIMEOUT_MS = 300_000;

/**
 * The ffmpeg arguments of one pass over an upload: copies its first video stream that is not a cover picture
 * (`V`) and its first audio stream, if any, unchanged into `output` (no metadata, chapters, subtitles, data streams
 * or trailing bytes; MP4 and MOV with the index first, so playback starts before the whole file arrived), and
 * decodes both to the end. `-xerror` makes any decoding error fatal, so a file whose frames do not all decode
 * is refused.
 */
export function videoDecodeArgs(input: string, output: string, extension: SniffedVideo['extension']): string[] {
  const streams = ['-map', '0:V:0', '-map', '0:a:0?'];
  const faststart = extension === 'webm' ? [] : ['-movflags', '+faststart'];
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-xerror'],
    ...['-i', input],
    ...streams,
    ...['-c', 'copy', '-map_metadata', '-1', '-map_chapters', '-1', ...faststart],
    ...['-fflags', '+bitexact', '-f', MUXERS[extension], output],
    ...streams,
    ...['-f', 'null', '-'],
  ];
}

/**
 * Decodes an uploaded MP4, WebM or MOV (recognised from its bytes) to the end with ffmpeg and answers its streams
 * rewritten in a fresh file of the same container. Undefined when the bytes are no such video, hold no moving
 * picture, or do not decode fully; rejects only when ffmpeg cannot run (spawn failure, timeout, abort).
 */
export async function decodeUploadedVideo(
  bytes: Uint8Array,
  options: VideoDecodeOptions = {},
): Promise<DecodedVideo | undefined> {
  return rewriteUpload(bytes, {
    sniff: sniffVideo,
    argsOf: (input, output, sniffed) => videoDecodeArgs(input, output, sniffed.extension),
    timeoutMs: DECODE_TIMEOUT_MS,
    ffmpegPath: options.ffmpegPath,
    signal: options.signal,
  });
}
