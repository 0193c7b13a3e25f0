import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateFfmpeg, resolveFfmpeg } from '../ffmpeg/ffmpeg-binary.ts';
import { runFfmpeg } from '../ffmpeg/ffmpeg-runner.ts';
import { testTone } from '../ffmpeg/media-test-helpers.ts';
import { withTempDir } from '../ffmpeg/temp-dir.ts';
import { planCameraMove } from '../ffmpeg/camera-move.args.ts';
import { audioMixArgs, concatList, finalMuxArgs, imageClipArgs, posterArgs, videoClipArgs } from './export-args.ts';

const size = { width: 1280, height: 720 };

/** The audio of a file as mono 48 kHz float samples. */
async function decodeMono(ffmpeg: string, file: string, dir: string): Promise<Float32Array> {
  const raw = path.join(dir, 'decoded.f32');
  await runFfmpeg(ffmpeg, ['-y', '-i', file, '-ac', '1', '-ar', '48000', '-f', 'f32le', raw]);
  const bytes = await fs.readFile(raw);
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
}

function rootMeanSquare(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

describe('export ffmpeg arguments', () => {
  it('turns a video shot into a uniform clip: fps, cover fit, last frame held, exact frame count, no audio', () => {
    const args = videoClipArgs({ input: 'in.mp4', output: 'out.mp4', size, fps: 30, frames: 75, threads: 1 });
    expect(args).toMatchSnapshot();
    expect(args).toContain('-an');
    expect(args[args.indexOf('-frames:v') + 1]).toBe('75');
  });

  it('turns an image shot into a clip with its camera move, and a card into a held still', () => {
    const plan = planCameraMove('pan_right', { width: 1920, height: 1080 }, size);
    const moving = imageClipArgs({
      input: 'shot.png',
      output: 'clip.mp4',
      size,
      fps: 30,
      frames: 60,
      threads: 2,
      plan,
    });
    expect(moving).toMatchSnapshot();
    expect(moving.join(' ')).toContain('perspective=');
    const still = imageClipArgs({
      input: 'card.png',
      output: 'card.mp4',
      size,
      fps: 30,
      frames: 30,
      threads: 1,
      plan: null,
    });
    expect(still.join(' ')).not.toContain('perspective');
    expect(still).toMatchSnapshot();
  });

  it('mixes audio clips at their offsets, source trims and gains without normalising, cut to the episode', () => {
    const args = audioMixArgs({
      inputs: [
        { path: 'music.wav', clip: { start: 1, sourceStart: 2.5, duration: 6, gain: 0.5 } },
        { path: 'line.mp3', clip: { start: 3.25, sourceStart: 0, duration: 1.2, gain: 1 } },
      ],
      duration: 9,
      output: 'audio.m4a',
    });
    expect(args).toMatchSnapshot();
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(graph).toContain('[0:a]atrim=start=2.5:duration=6');
    expect(graph).toContain('volume=0.5,adelay=1000|1000,apad=whole_len=432000,atrim=end_sample=432000[a0]');
    expect(graph).toContain('adelay=3250|3250,apad=whole_len=432000,atrim=end_sample=432000[a1]');
    expect(graph).toContain('amix=inputs=2:duration=longest:dropout_transition=0,volume=2[a]');
  });

  it.each([
    ['in use', () => resolveFfmpeg()],
    ['shipped with the app (2018, no amix normalize)', () => locateFfmpeg(undefined, '')],
  ])('sums the clips at exactly their gains with the ffmpeg %s', async (_, toolchain) => {
    const { ffmpeg } = await toolchain();
    await withTempDir(async (dir) => {
      const tone = await testTone(ffmpeg, dir, 2);
      // The same 440 Hz tone twice, the second a whole number of periods later, so where they overlap they add.
      const output = path.join(dir, 'mix.m4a');
      const clip = { sourceStart: 0, duration: 2, gain: 1 };
      const inputs = [
        { path: tone, clip: { ...clip, start: 0 } },
        { path: tone, clip: { ...clip, start: 1 } },
      ];
      await runFfmpeg(ffmpeg, audioMixArgs({ inputs, duration: 3, output }));
      const samples = await decodeMono(ffmpeg, output, dir);
      const rms = (from: number, to: number) => rootMeanSquare(samples.subarray(from * 48_000, to * 48_000));
      const alone = rms(0.25, 0.75);
      expect(alone).toBeGreaterThan(0.05);
      expect(rms(1.25, 1.75) / alone).toBeCloseTo(2, 1);
      expect(rms(2.25, 2.75) / alone).toBeCloseTo(1, 1);
      expect(samples.length / 48_000).toBeCloseTo(3, 1);
    });
  });

  it('makes silence of the episode length when there is no audio', () => {
    expect(audioMixArgs({ inputs: [], duration: 4.5, output: 'a.m4a' })).toMatchSnapshot();
  });

  it('lists clips for the concat demuxer with quotes escaped', () => {
    expect(concatList(['/tmp/a.mp4', "/tmp/it's.mp4"])).toBe("file '/tmp/a.mp4'\nfile '/tmp/it'\\''s.mp4'\n");
  });

  const mux = {
    concatList: 'l.txt',
    duration: 9,
    output: 'o.mp4',
    fps: 30,
    size: { width: 1920, height: 1080 },
    threads: 2,
    tracks: [{ language: 'de', audio: 'a.m4a', subtitles: null }],
  } as const;

  it('muxes by stream copy without subtitles, and re-encodes the video only to burn them in', () => {
    const plain = finalMuxArgs(mux);
    expect(plain).toMatchSnapshot();
    expect(plain.join(' ')).toContain('-c:v copy -c:a copy -metadata:s:a:0 language=deu -disposition:a:0 default');
    expect(plain).toContain('+faststart');
    const burned = finalMuxArgs({
      ...mux,
      burned: {
        path: '/tmp/x:y/subs.srt',
        options: { font: 'DejaVu Serif', size: 'large', outline: 3, position: 'top' },
        fontsDir: '/fonts',
      },
    });
    expect(burned).toMatchSnapshot();
    const filter = burned.join(' ');
    expect(filter).toContain('subtitles=filename=/tmp/x\\:y/subs.srt:fontsdir=/fonts');
    expect(filter).toContain('FontName=DejaVu Serif,FontSize=23,Outline=3,Shadow=0,Alignment=6');
    expect(filter).toContain('-c:v libx264');
  });

  it('carries subtitles as a mov_text stream in the export language, copying the video', () => {
    const args = finalMuxArgs({ ...mux, tracks: [{ language: 'ja', audio: 'a.m4a', subtitles: 's.srt' }] });
    expect(args.join(' ')).toContain(
      '-i a.m4a -i s.srt -map 0:v:0 -map 1:a:0 -map 2:s:0 -c:v copy -c:a copy -c:s mov_text',
    );
    expect(args.join(' ')).toContain('-metadata:s:s:0 language=jpn');
  });

  it('gives each language its audio stream and subtitle stream, the first language the default audio', () => {
    const args = finalMuxArgs({
      ...mux,
      tracks: [
        { language: 'en', audio: 'en.m4a', subtitles: 'en.srt' },
        { language: 'fr', audio: 'fr.m4a', subtitles: null },
        { language: 'de', audio: 'de.m4a', subtitles: 'de.srt' },
      ],
    }).join(' ');
    expect(args).toContain('-i en.m4a -i fr.m4a -i de.m4a -i en.srt -i de.srt');
    expect(args).toContain('-map 0:v:0 -map 1:a:0 -map 2:a:0 -map 3:a:0 -map 4:s:0 -map 5:s:0');
    expect(args).toContain(
      '-metadata:s:a:0 language=eng -disposition:a:0 default -metadata:s:a:1 language=fra -disposition:a:1 0 ' +
        '-metadata:s:a:2 language=deu -disposition:a:2 0 -metadata:s:s:0 language=eng -metadata:s:s:1 language=deu',
    );
  });

  it('grabs a poster frame', () => {
    expect(posterArgs({ input: 'c.mp4', output: 'p.jpg', at: 0 })).toMatchSnapshot();
  });
});
