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

/** Wraps raw little-endian PCM (e.g. 16-bit mono, as ElevenLabs' pcm_* formats send) in a 44-byte WAV header. */
export function pcmToWav(pcm: Uint8Array, format: { sampleRate: number; channels?: number; bitsPerSample?: number }) {
  const channels = format.channels ?? 1;
  const bitsPerSample = format.bitsPerSample ?? 16;
  const blockAlign = channels * (bitsPerSample / 8);
  // A trailing half sample would make players read past the end.
  const dataBytes = pcm.length - (pcm.length % blockAlign);
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string): void => {
    for (let index = 0; index < value.length; index += 1) view.setUint8(offset + index, value.charCodeAt(index));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, format.sampleRate, true);
  view.setUint32(28, format.sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bitsPerSample, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  bytes.set(pcm.subarray(0, dataBytes), 44);
  return bytes;
}
