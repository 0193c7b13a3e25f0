/** Video containers accepted for uploads, recognised by their leading bytes (never by name or declared type). */
export interface SniffedVideo {
  contentType: 'video/mp4' | 'video/webm' | 'video/quicktime';
  extension: 'mp4' | 'webm' | 'mov';
}

/** ISO base media brands that are no video: audio-only MP4s (audio-sniff.ts) and HEIF/AVIF still pictures. */
const NOT_VIDEO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ', 'heic', 'heix', 'mif1', 'msf1', 'avif']);
/** QuickTime files written before `ftyp` existed start with one of these atoms. */
const CLASSIC_QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide']);
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
/** How far into an EBML header the DocType is looked for (the header is a few dozen bytes). */
const EBML_HEADER_SCAN = 64;

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/** The brands of an `ftyp` box: the major one and the compatible ones. */
function brandsOf(bytes: Uint8Array): string[] {
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands;
}

/** WebM: an EBML header whose DocType is "webm" (Matroska files say "matroska" and are not taken). */
function isWebm(bytes: Uint8Array): boolean {
  if (!EBML_MAGIC.every((byte, index) => bytes[index] === byte)) return false;
  return ascii(bytes, 0, Math.min(bytes.length, EBML_HEADER_SCAN)).includes('webm');
}

/** The container of the bytes (MP4, WebM or QuickTime MOV), or undefined for anything else. */
export function sniffVideo(bytes: Uint8Array): SniffedVideo | undefined {
  if (isWebm(bytes)) return { contentType: 'video/webm', extension: 'webm' };
  if (bytes.length < 12) return undefined;
  const atom = ascii(bytes, 4, 4);
  if (CLASSIC_QUICKTIME_ATOMS.has(atom)) return { contentType: 'video/quicktime', extension: 'mov' };
  if (atom !== 'ftyp') return undefined;
  const brands = brandsOf(bytes);
  if (brands.some((brand) => NOT_VIDEO_BRANDS.has(brand))) return undefined;
  if (brands[0] === 'qt  ') return { contentType: 'video/quicktime', extension: 'mov' };
  return { contentType: 'video/mp4', extension: 'mp4' };
}
