import type { Sharp } from 'sharp';
import { rewriteUpload } from './ffmpeg/upload-rewrite.ts';
import { sniffAudio, type SniffedAudio } from './audio-sniff.ts';
import { sniffImage, type SniffedImage } from './image-sniff.ts';
import { loadSharp } from './load-sharp.ts';
import { MAX_INPUT_PIXELS } from './thumbnails.ts';

/**
 * Uploads are stored only as what a decoder made of them, never as the bytes that came in: a file that merely
 * starts like an image or a song (a PNG with a web page appended, a GIF that is also a script, noise behind an
 * MP3 frame header) is either rewritten to plain media or refused.
 */

/** An uploaded image after decoding and re-encoding: same format and size, no metadata, nothing appended. */
export interface DecodedImage extends SniffedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** An uploaded audio file after a full decode: its audio stream alone, rewritten in its own container. */
export interface DecodedAudio extends SniffedAudio {
  bytes: Buffer;
  /** Seconds of audio decoded. */
  duration: number;
}

const JPEG_QUALITY = 90;
const WEBP_QUALITY = 90;

function encoderFor(image: Sharp, format: SniffedImage['extension'], isPalette: boolean): Sharp {
  switch (format) {
    case 'png':
      // A palette PNG stays a palette PNG (libimagequant keeps ≤ 256 colours as they are), else it would grow.
      return image.png({ palette: isPalette });
    case 'jpg':
      return image.jpeg({ quality: JPEG_QUALITY });
    case 'webp':
      return image.webp({ quality: WEBP_QUALITY, alphaQuality: 100 });
    case 'gif':
      return image.gif();
  }
}

/**
 * Decodes an uploaded PNG, JPEG, WebP or GIF (recognised from its bytes) with sharp and encodes it again in the
 * same format at the same size, frames and alpha kept: anything after the image data, metadata (EXIF, GPS,
 * comments) and chunks no decoder looks at are gone. A still image is turned upright by its EXIF orientation
 * first. Undefined when the bytes are no such image or do not decode (corrupt, truncated, over MAX_INPUT_PIXELS).
 */
export async function decodeUploadedImage(bytes: Uint8Array): Promise<DecodedImage | undefined> {
  const sniffed = sniffImage(bytes);
  if (!sniffed) return undefined;
  const sharp = await loadSharp();
  try {
    const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, animated: true };
    const metadata = await sharp(bytes, input).metadata();
    const isAnimated = (metadata.pages ?? 1) > 1;
    let image = sharp(bytes, input);
    // Auto-orientation applies to one frame; animations (GIF, WebP) carry no EXIF orientation anyway.
    if (!isAnimated) image = image.rotate();
    const { data, info } = await encoderFor(image, sniffed.extension, metadata.isPalette).toBuffer({
      resolveWithObject: true,
    });
    if (sniffImage(data)?.extension !== sniffed.extension) return undefined;
    return { ...sniffed, bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    return undefined;
  }
}

/** ffmpeg muxers that write each accepted audio type back in its own container. */
const MUXERS: Record<SniffedAudio['extension'], string> = { mp3: 'mp3', wav: 'wav', aac: 'adts', m4a: 'ipod' };

/** Longest a decode may take: a 50 MB upload of MP3 decodes in seconds; this only stops a hung process. */
const DECODE_TIMEOUT_MS = 120_000;

export interface AudioDecodeOptions {
  /** FFMPEG_PATH; PATH or the bundled binary when absent. */
  ffmpegPath?: string | undefined;
  signal?: AbortSignal;
}

/**
 * Decodes an uploaded MP3, WAV, AAC (ADTS) or M4A (recognised from its bytes) to the end with ffmpeg, in one
 * pass that also copies its first audio stream, unchanged, into a fresh file of the same type — without tags,
 * cover pictures, other streams or trailing bytes. `-xerror` makes any decoding error fatal, so a file whose
 * frames do not all decode is refused. Undefined when the bytes are not such audio or do not decode fully;
 * rejects only when ffmpeg cannot run (spawn failure, timeout, abort).
 */
export async function decodeUploadedAudio(
  bytes: Uint8Array,
  options: AudioDecodeOptions = {},
): Promise<DecodedAudio | undefined> {
  return rewriteUpload(bytes, {
    sniff: sniffAudio,
    argsOf: (input, output, sniffed) => [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-xerror'],
      ...['-i', input],
      ...['-map', '0:a:0', '-c:a', 'copy', '-map_metadata', '-1', '-map_chapters', '-1'],
      ...['-fflags', '+bitexact', '-f', MUXERS[sniffed.extension], output],
      ...['-map', '0:a:0', '-f', 'null', '-'],
    ],
    timeoutMs: DECODE_TIMEOUT_MS,
    ffmpegPath: options.ffmpegPath,
    signal: options.signal,
  });
}
