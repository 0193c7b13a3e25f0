import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveFfmpeg } from '../../src/media/ffmpeg/ffmpeg-binary.ts';
import { runFfmpeg } from '../../src/media/ffmpeg/ffmpeg-runner.ts';

// Video files made for tests, with no server around them: the take upload API tests and the media unit tests.

const CODECS: Record<string, string[]> = {
  mp4: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
  mov: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
  webm: ['-c:v', 'libvpx', '-c:a', 'libopus'],
};

/** A real clip (160 × 90, 25 fps, a test pattern with a tone) encoded by ffmpeg; `extension`: mp4, mov or webm. */
export async function encodedClip(seconds: number, extension: 'mp4' | 'mov' | 'webm'): Promise<Buffer> {
  const { ffmpeg } = await resolveFfmpeg(process.env.FFMPEG_PATH);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-test-video-'));
  try {
    const file = path.join(dir, `clip.${extension}`);
    await runFfmpeg(ffmpeg, [
      '-y',
      ...['-f', 'lavfi', '-i', `testsrc2=size=160x90:rate=25:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...CODECS[extension]!,
      '-shortest',
      file,
    ]);
    return await fs.readFile(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
