import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SUBTITLE_FONTS } from '@sym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../ffmpeg/ffmpeg-binary.ts';
import { captureProcess } from '../ffmpeg/ffmpeg-runner.ts';
import { burnSubtitlesFilter } from './export-args.ts';
import { SUBTITLE_FONTS_DIR } from './subtitle-fonts.ts';

// Burned-in subtitles draw with the fonts shipped in the product, not the machine's: libass reports a font it took
// from `fontsdir` by its name alone, and one the machine's fontconfig found by its file path.
describe('subtitle fonts', () => {
  let dir: string;
  let ffmpeg: string;
  beforeAll(async () => {
    ffmpeg = (await resolveFfmpeg(process.env.FFMPEG_PATH)).ffmpeg;
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-subtitle-fonts-'));
    await fs.writeFile(path.join(dir, 'line.srt'), '1\n00:00:00,000 --> 00:00:01,000\nHello there\n');
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it.each(SUBTITLE_FONTS)('draws %s from the shipped fonts', async (font) => {
    const filter = burnSubtitlesFilter(
      {
        path: path.join(dir, 'line.srt'),
        options: { font, size: 'large', outline: 2, position: 'bottom' },
        fontsDir: SUBTITLE_FONTS_DIR,
      },
      { width: 320, height: 180 },
    );
    const frame = path.join(dir, `${font}.gray`);
    const run = await captureProcess(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'verbose', '-y', '-f', 'lavfi', '-i', 'color=gray:s=320x180:d=1'],
      ...['-vf', filter, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', frame],
    ]);
    expect(run.exitCode).toBe(0);
    const selected = new RegExp(`fontselect: \\(${font}, 400, 0\\) -> ([^,]+),`).exec(run.stderr);
    expect(selected?.[1]).toBe(font.replaceAll(' ', ''));
    // The line is drawn: white letters on the gray picture.
    const pixels = await fs.readFile(frame);
    expect(pixels.filter((value) => value > 200).length).toBeGreaterThan(50);
  });
});
