import { sniffImage } from '../../media/image-sniff.ts';
import { ProviderError, type GeneratedMedia } from '../provider.ts';
import { loadSharp } from '../../media/load-sharp.ts';

/**
 * Reading what vendors send back: the real type and size of an image, the duration of a WAV/MP3 and the
 * duration and size of an MP4. Types come from the bytes, never from the vendor's Content-Type, because
 * vendors and self-hosted servers get that header wrong often enough.
 */

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The image as GeneratedMedia with its real type and size; ProviderError('malformed') when it is not an image. */
export async function imageMedia(bytes: Uint8Array, label: string): Promise<GeneratedMedia> {
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw new ProviderError('malformed', `${label} returned a file that is not an image`);
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(bytes).metadata();
    return { bytes, contentType: sniffed.contentType, width: metadata.width, height: metadata.height };
  } catch (error) {
    throw new ProviderError('malformed', `${label} returned a damaged image`, { cause: error });
  }
}

/** Format and duration of a PCM/float WAV, or undefined when the bytes are not WAV. */
export function wavInfo(
  bytes: Uint8Array,
): { durationSeconds: number; sampleRate: number; channels: number } | undefined {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WAVE') return undefined;
  const data = view(bytes);
  let offset = 12;
  let byteRate = 0;
  let sampleRate = 0;
  let channels = 0;
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset, 4);
    const size = data.getUint32(offset + 4, true);
    if (id === 'fmt ' && offset + 20 <= bytes.length) {
      channels = data.getUint16(offset + 10, true);
      sampleRate = data.getUint32(offset + 12, true);
      byteRate = data.getUint32(offset + 16, true);
    } else if (id === 'data') {
      if (byteRate === 0) return undefined;
      // Streamed WAVs (OpenAI's among them) announce 0xFFFFFFFF or 0: the real length is what arrived.
      const available = bytes.length - offset - 8;
      const length = size === 0 || size === 0xffffffff || size > available ? available : size;
      return { durationSeconds: length / byteRate, sampleRate, channels };
    }
    offset += 8 + size + (size % 2);
  }
  return undefined;
}

const MP3_BITRATES_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];

/** Approximate duration of an MPEG-1 Layer III file from its first frame's bitrate (exact for CBR). */
export function mp3DurationSeconds(bytes: Uint8Array): number | undefined {
  let offset = 0;
  if (ascii(bytes, 0, 3) === 'ID3' && bytes.length > 10) {
    const size =
      ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
    offset = 10 + size;
  }
  for (; offset + 4 <= bytes.length; offset += 1) {
    const first = bytes[offset]!;
    const second = bytes[offset + 1]!;
    // Frame sync, MPEG-1, Layer III.
    if (first !== 0xff || (second & 0xfe) !== 0xfa) continue;
    const kbps = MP3_BITRATES_KBPS[bytes[offset + 2]! >> 4];
    if (!kbps) return undefined;
    return ((bytes.length - offset) * 8) / (kbps * 1000);
  }
  return undefined;
}

/** The audio type of the bytes (WAV, MP3, Ogg, FLAC), or undefined. */
export function sniffAudio(bytes: Uint8Array): 'audio/wav' | 'audio/mpeg' | 'audio/ogg' | 'audio/flac' | undefined {
  if (wavInfo(bytes) || (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE')) return 'audio/wav';
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'audio/mpeg';
  if (ascii(bytes, 0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'audio/flac';
  return undefined;
}

/** Audio as GeneratedMedia with its type and (for WAV and MP3) duration; 'malformed' when it is not audio. */
export function audioMedia(bytes: Uint8Array, label: string): GeneratedMedia {
  const contentType = sniffAudio(bytes);
  if (!contentType) throw new ProviderError('malformed', `${label} returned a file that is not audio`);
  const durationSeconds =
    contentType === 'audio/wav'
      ? wavInfo(bytes)?.durationSeconds
      : contentType === 'audio/mpeg'
        ? mp3DurationSeconds(bytes)
        : undefined;
  return { bytes, contentType, durationSeconds };
}

interface Mp4Box {
  type: string;
  start: number;
  end: number;
}

function* boxes(bytes: Uint8Array, start: number, end: number): Generator<Mp4Box> {
  const data = view(bytes);
  let offset = start;
  while (offset + 8 <= end) {
    let size = data.getUint32(offset);
    let header = 8;
    if (size === 1 && offset + 16 <= end) {
      size = Number(data.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return;
    yield { type: ascii(bytes, offset + 4, 4), start: offset + header, end: offset + size };
    offset += size;
  }
}

/** Whether the bytes are an ISO-BMFF (MP4/MOV) file. */
export function isMp4(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp';
}

/** Duration (mvhd) and picture size (first video tkhd) of an MP4, each undefined when absent. */
export function mp4Info(bytes: Uint8Array): { durationSeconds?: number; width?: number; height?: number } {
  const data = view(bytes);
  const info: { durationSeconds?: number; width?: number; height?: number } = {};
  for (const moov of boxes(bytes, 0, bytes.length)) {
    if (moov.type !== 'moov') continue;
    for (const child of boxes(bytes, moov.start, moov.end)) {
      if (child.type === 'mvhd') {
        const version = bytes[child.start];
        const timescale = data.getUint32(child.start + (version === 1 ? 20 : 12));
        const duration = version === 1 ? Number(data.getBigUint64(child.start + 24)) : data.getUint32(child.start + 16);
        if (timescale > 0) info.durationSeconds = duration / timescale;
      } else if (child.type === 'trak' && info.width === undefined) {
        for (const tkhd of boxes(bytes, child.start, child.end)) {
          if (tkhd.type !== 'tkhd') continue;
          // Width and height are the last two 16.16 fixed-point fields of the box.
          const width = data.getUint32(tkhd.end - 8) / 65536;
          const height = data.getUint32(tkhd.end - 4) / 65536;
          if (width > 0 && height > 0) Object.assign(info, { width, height });
        }
      }
    }
  }
  return info;
}

/** An MP4 clip as GeneratedMedia with its duration and size; 'malformed' when the bytes are not MP4. */
export function videoMedia(bytes: Uint8Array, label: string): GeneratedMedia {
  if (!isMp4(bytes)) throw new ProviderError('malformed', `${label} returned a file that is not an MP4 video`);
  return { bytes, contentType: 'video/mp4', ...mp4Info(bytes) };
}

/** A data: URI of the bytes, the form Replicate accepts for file inputs. */
export function toDataUri(bytes: Uint8Array, contentType: string): string {
  return `data:${contentType};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}`;
}

/** The image type of input bytes for uploads, PNG when unknown (vendors sniff themselves). */
export function imageContentType(bytes: Uint8Array): string {
  return sniffImage(bytes)?.contentType ?? 'image/png';
}
