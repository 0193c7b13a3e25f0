import { constants, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateFfmpeg, MediaToolchainError, resolveFfmpeg } from './ffmpeg-binary.ts';
import { captureProcess } from './ffmpeg-runner.ts';

async function version(binary: string): Promise<string> {
  const { stdout } = await captureProcess(binary, ['-version']);
  return stdout.split('\n')[0] ?? '';
}

describe('resolveFfmpeg', () => {
  it('finds a working ffmpeg (and ffprobe where installed) and caches the answer', async () => {
    const first = resolveFfmpeg();
    expect(resolveFfmpeg()).toBe(first);
    const binaries = await first;
    expect(await version(binaries.ffmpeg)).toMatch(/^ffmpeg version/);
    if (binaries.ffprobe) expect(await version(binaries.ffprobe)).toMatch(/^ffprobe version/);
  });

  it('uses a configured path and looks for ffprobe next to it, then on PATH', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-ffmpeg-bin-'));
    try {
      const { ffmpeg: real } = await resolveFfmpeg();
      const configured = path.join(folder, 'ffmpeg');
      await fs.symlink(real, configured);
      const alone = await locateFfmpeg(configured, '');
      expect(alone).toMatchObject({ ffmpeg: configured, source: 'configured', passedOver: [] });
      expect(alone.ffprobe).toBeUndefined();
      expect(alone.version).toMatch(/^ffmpeg version/);

      const ffprobe = path.join(folder, 'ffprobe');
      await fs.writeFile(ffprobe, '#!/bin/sh\n', { mode: 0o755 });
      expect(await locateFfmpeg(configured, '')).toMatchObject({ ffmpeg: configured, ffprobe });
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses a configured path that is not an executable', async () => {
    await expect(locateFfmpeg('/nonexistent/ffmpeg')).rejects.toThrow(/FFMPEG_PATH/);
    await expect(resolveFfmpeg('/nonexistent/ffmpeg')).rejects.toThrow(/FFMPEG_PATH/);
  });

  it('refuses a configured program that is not a capable ffmpeg, naming the fix', async () => {
    const attempt = locateFfmpeg(process.execPath, '');
    await expect(attempt).rejects.toBeInstanceOf(MediaToolchainError);
    await expect(attempt).rejects.toThrow(/No usable ffmpeg: .*node.*lacks: a working ffmpeg.*Point FFMPEG_PATH at/);
  });

  it('passes over an ffmpeg on PATH that cannot do the whole job and takes the shipped build', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-ffmpeg-path-'));
    try {
      // A program named ffmpeg that is not one: first on PATH, it must be passed over, with the reason.
      await fs.symlink(process.execPath, path.join(folder, 'ffmpeg'));
      const toolchain = await locateFfmpeg(undefined, folder);
      expect(toolchain).toMatchObject({ source: 'bundled', ffmpeg: expect.stringMatching(/@ffmpeg-installer/) });
      expect(toolchain.passedOver).toEqual([
        { path: path.join(folder, 'ffmpeg'), version: '', missing: [expect.stringMatching(/^a working ffmpeg/)] },
      ]);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  // Where the machine has an ffmpeg (CI installs Debian's), it must be taken, not passed over by a misread listing.
  const systemFfmpeg = (process.env['PATH'] ?? '')
    .split(path.delimiter)
    .map((folder) => path.join(folder, 'ffmpeg'))
    .find((file) => existsSync(file));
  it.skipIf(!systemFfmpeg)('takes the ffmpeg on PATH when it can do the whole job', async () => {
    const toolchain = await locateFfmpeg(undefined);
    expect(toolchain.passedOver).toEqual([]);
    expect(toolchain).toMatchObject({ source: 'path', ffmpeg: systemFfmpeg });
  });

  it('falls back to the @ffmpeg-installer binary, made executable, when PATH has none', async () => {
    const binaries = await locateFfmpeg(undefined, '');
    expect(binaries).toMatchObject({ source: 'bundled', passedOver: [] });
    expect(binaries.ffmpeg).toMatch(/@ffmpeg-installer/);
    await expect(fs.access(binaries.ffmpeg, constants.X_OK)).resolves.toBeUndefined();
    expect(await version(binaries.ffmpeg)).toMatch(/^ffmpeg version/);
  });
});
