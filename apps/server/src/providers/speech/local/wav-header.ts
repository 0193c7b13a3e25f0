/** The facts of a PCM WAV file needed to know how long it plays. */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  dataBytes: number;
  durationSeconds: number;
}

function ascii(view: DataView, offset: number): string {
  return String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  );
}

/**
 * Reads a RIFF/WAVE header by walking its chunks (fmt may be followed by LIST and others before data).
 * Writers that stream (espeak among them) may leave the data size at 0 or 0xFFFFFFFF: the bytes present then
 * count. Undefined when the bytes are not a PCM-style WAV.
 */
export function readWavInfo(bytes: Uint8Array): WavInfo | undefined {
  if (bytes.length < 12) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (ascii(view, 0) !== 'RIFF' || ascii(view, 8) !== 'WAVE') return undefined;

  let format: (Omit<WavInfo, 'dataBytes' | 'durationSeconds'> & { byteRate: number }) | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = ascii(view, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= bytes.length) {
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        byteRate: view.getUint32(body + 8, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format || format.byteRate === 0) return undefined;
      const available = bytes.length - body;
      const dataBytes = size === 0 || size > available ? available : size;
      const { byteRate, ...facts } = format;
      return { ...facts, dataBytes, durationSeconds: dataBytes / byteRate };
    }
    // Chunks are padded to an even size.
    offset = body + size + (size % 2);
  }
  return undefined;
}
