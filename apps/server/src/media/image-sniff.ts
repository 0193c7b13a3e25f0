/** Image formats accepted for uploads, recognised by their leading bytes (never by name or declared type). */
export interface SniffedImage {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  extension: 'png' | 'jpg' | 'webp' | 'gif';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

/** The image type of the bytes (PNG, JPEG, WebP or GIF magic numbers), or undefined for anything else. */
export function sniffImage(bytes: Uint8Array): SniffedImage | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, JPEG_SIGNATURE)) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { contentType: 'image/gif', extension: 'gif' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return undefined;
}
