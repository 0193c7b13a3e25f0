/** Minimal PNG tEXt chunk writing and reading, so the renderer can recognise characters it drew itself. */
import { crc32 } from 'node:zlib';

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

function isPng(bytes: Uint8Array): boolean {
  return bytes.length > 8 && SIGNATURE.every((value, index) => bytes[index] === value);
}

/** A copy of `png` with a tEXt chunk `keyword`=`text` (Latin-1) inserted after the header chunk. */
export function addPngText(png: Uint8Array, keyword: string, text: string): Uint8Array {
  if (!isPng(png)) return png;
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  // The IHDR chunk is always first: 8 signature bytes + 4 length + 4 type + 13 data + 4 CRC.
  const headerEnd = 8 + 25;
  return Buffer.concat([png.subarray(0, headerEnd), chunk, png.subarray(headerEnd)]);
}

/** The text of the first tEXt chunk named `keyword` before the image data, if any. */
export function readPngText(bytes: Uint8Array, keyword: string): string | undefined {
  if (!isPng(bytes)) return undefined;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  let offset = 8;
  while (offset + 12 <= view.length) {
    const length = view.readUInt32BE(offset);
    const type = view.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT' || type === 'IEND') return undefined;
    if (type === 'tEXt') {
      const data = view.subarray(offset + 8, offset + 8 + length);
      const separator = data.indexOf(0);
      if (separator > 0 && data.toString('latin1', 0, separator) === keyword) {
        return data.toString('latin1', separator + 1);
      }
    }
    offset += 12 + length;
  }
  return undefined;
}
