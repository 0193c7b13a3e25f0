import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateFfmpeg, resolveFfmpeg, type FfmpegBinaries } from './ffmpeg-binary.ts';
import { FfmpegError, runFfmpeg } from './ffmpeg-runner.ts';
import { parseFfmpegInfo, parseFfprobeJson, probeMedia } from './media-probe.ts';

let dir = '';
let binaries: FfmpegBinaries;
const clip = (): string => path.join(dir, 'clip.mp4');
const tone = (): string => path.join(dir, 'tone.wav');
const still = (): string => path.join(dir, 'still.png');

beforeAll(async () => {
  binaries = await resolveFfmpeg();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-probe-'));
  const video = ['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=30000/1001:duration=2'];
  const audio = ['-f', 'lavfi', '-i', 'sine=frequency=300:sample_rate=44100:duration=2'];
  await runFfmpeg(binaries.ffmpeg, [
    '-y',
    ...video,
    ...audio,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    clip(),
  ]);
  await runFfmpeg(binaries.ffmpeg, ['-y', '-f', 'lavfi', '-i', 'sine=sample_rate=22050:duration=1.5', tone()]);
  await runFfmpeg(binaries.ffmpeg, ['-y', '-f', 'lavfi', '-i', 'testsrc2=size=200x100', '-frames:v', '1', still()]);
}, 30_000);
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('probeMedia', { timeout: 30_000 }, () => {
  const withoutFfprobe = (): FfmpegBinaries => ({ ffmpeg: binaries.ffmpeg });

  it.each([
    ['ffprobe', (): FfmpegBinaries => binaries],
    ['the ffmpeg -i fallback', withoutFfprobe],
  ])('reads a clip with sound through %s', async (_, chosen) => {
    const probe = await probeMedia(clip(), { binaries: chosen() });
    expect(probe.durationSeconds).toBeCloseTo(2, 1);
    expect(probe.video).toEqual({ codec: 'h264', width: 320, height: 240, fps: 29.97 });
    expect(probe.audio).toEqual({ codec: 'aac', sampleRate: 44100 });
  });

  it('reads audio-only and still files both ways alike', async () => {
    for (const chosen of [binaries, withoutFfprobe()]) {
      const wav = await probeMedia(tone(), { binaries: chosen });
      expect(wav.durationSeconds).toBeCloseTo(1.5, 2);
      expect(wav).toMatchObject({ audio: { codec: 'pcm_s16le', sampleRate: 22050 } });
      expect(wav.video).toBeUndefined();
      const png = await probeMedia(still(), { binaries: chosen });
      expect(png.video).toMatchObject({ codec: 'png', width: 200, height: 100 });
      expect(png.audio).toBeUndefined();
    }
  });

  it('works with the bundled ffmpeg build too (no ffprobe beside it)', async () => {
    const bundled = await locateFfmpeg(undefined, '');
    expect(bundled.ffprobe).toBeUndefined();
    const probe = await probeMedia(clip(), { binaries: bundled });
    expect(probe.video).toMatchObject({ width: 320, height: 240 });
    expect(probe.durationSeconds).toBeCloseTo(2, 1);
  });

  it('rejects a file that is not media, both ways', async () => {
    const text = path.join(dir, 'notes.mp4');
    await fs.writeFile(text, 'this is not a video');
    for (const chosen of [binaries, withoutFfprobe()]) {
      await expect(probeMedia(text, { binaries: chosen })).rejects.toBeInstanceOf(FfmpegError);
    }
  });
});

describe('parsers', () => {
  it('skip cover art and fall back to r_frame_rate in ffprobe JSON', () => {
    const json = JSON.stringify({
      format: { duration: '3.500000' },
      streams: [
        { codec_type: 'audio', codec_name: 'mp3', sample_rate: '44100' },
        { codec_type: 'video', codec_name: 'mjpeg', width: 600, height: 600, disposition: { attached_pic: 1 } },
        {
          codec_type: 'video',
          codec_name: 'vp9',
          width: 640,
          height: 360,
          avg_frame_rate: '0/0',
          r_frame_rate: '24/1',
        },
      ],
    });
    expect(parseFfprobeJson(json)).toEqual({
      durationSeconds: 3.5,
      audio: { codec: 'mp3', sampleRate: 44100 },
      video: { codec: 'vp9', width: 640, height: 360, fps: 24 },
    });
  });

  it('read the ffmpeg -i summary, skipping cover art', () => {
    const stderr = [
      "Input #0, mp3, from 'song.mp3':",
      '  Duration: 00:01:02.50, start: 0.025057, bitrate: 130 kb/s',
      '  Stream #0:0: Audio: mp3, 44100 Hz, stereo, fltp, 128 kb/s',
      '  Stream #0:1: Video: mjpeg (Baseline), yuvj420p(pc, bt470bg/unknown/unknown), 600x600 [SAR 1:1 DAR 1:1], 90k tbr, 90k tbn (attached pic)',
      '  Stream #0:2[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1280x720 [SAR 1:1 DAR 16:9], 1014 kb/s, 23.98 fps, 23.98 tbr, 24k tbn (default)',
    ].join('\n');
    expect(parseFfmpegInfo(stderr)).toEqual({
      durationSeconds: 62.5,
      audio: { codec: 'mp3', sampleRate: 44100 },
      video: { codec: 'h264', width: 1280, height: 720, fps: 23.98 },
    });
  });
});
