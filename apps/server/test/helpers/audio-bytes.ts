import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveFfmpeg } from '../../src/media/ffmpeg/ffmpeg-binary.ts';
import { runFfmpeg } from '../../src/media/ffmpeg/ffmpeg-runner.ts';

// Audio files made for tests, with no server around them: the API tests (audio.ts) and the media unit tests use them.

/** A real PCM WAV (16-bit mono sine tone, 440 Hz unless told) of the given length, written byte by byte. */
export function wavBytes(seconds: number, sampleRate = 8000, frequency = 440): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index += 1) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * index) / sampleRate) * 12_000), index * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A real file encoded by ffmpeg from a sine tone (`extension` picks the format: mp3, m4a, aac...). */
export async function encodedTone(seconds: number, extension: string): Promise<Buffer> {
  const { ffmpeg } = await resolveFfmpeg(process.env.FFMPEG_PATH);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-test-audio-'));
  try {
    const file = path.join(dir, `tone.${extension}`);
    await runFfmpeg(ffmpeg, ['-y', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, file]);
    return await fs.readFile(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
