/** Audio formats accepted for uploads, recognised by their leading bytes (never by name or declared type). */
export interface SniffedAudio {
  contentType: 'audio/mpeg' | 'audio/wav' | 'audio/aac' | 'audio/mp4';
  extension: 'mp3' | 'wav' | 'aac' | 'm4a';
}

/** MP4 brands that mark an audio-only file (iTunes audio, audiobook, protected audio, Flash audio). */
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/** ADTS (raw AAC): 12 sync bits, then MPEG id, layer 00 and the protection bit — 0xFFF1 or 0xFFF9. */
function isAdts(bytes: Uint8Array): boolean {
  return bytes.length >= 7 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xf6) === 0xf0;
}

/**
 * An MPEG audio frame header (MP3 without an ID3 tag): 11 sync bits, a defined version and layer, and a
 * bitrate and sample rate index that are not the reserved "bad" values.
 */
function isMpegFrame(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff) return false;
  const second = bytes[1] ?? 0;
  const third = bytes[2] ?? 0;
  if ((second & 0xe0) !== 0xe0) return false;
  const version = (second >> 3) & 0b11;
  const layer = (second >> 1) & 0b11;
  const bitrate = third >> 4;
  const sampleRate = (third >> 2) & 0b11;
  return version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

/** An MP4 `ftyp` box whose major or a compatible brand is an audio brand. */
function isAudioMp4(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (AUDIO_BRANDS.has(ascii(bytes, 8, 4))) return true;
  const end = Math.min(boxSize, bytes.length);
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (AUDIO_BRANDS.has(ascii(bytes, offset, 4))) return true;
  }
  return false;
}

/** The audio type of the bytes (MP3, WAV, AAC in ADTS or M4A), or undefined for anything else. */
export function sniffAudio(bytes: Uint8Array): SniffedAudio | undefined {
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') {
    return { contentType: 'audio/wav', extension: 'wav' };
  }
  if (ascii(bytes, 0, 3) === 'ID3') return { contentType: 'audio/mpeg', extension: 'mp3' };
  if (isAdts(bytes)) return { contentType: 'audio/aac', extension: 'aac' };
  if (isMpegFrame(bytes)) return { contentType: 'audio/mpeg', extension: 'mp3' };
  if (bytes.length >= 12 && isAudioMp4(bytes)) return { contentType: 'audio/mp4', extension: 'm4a' };
  return undefined;
}
