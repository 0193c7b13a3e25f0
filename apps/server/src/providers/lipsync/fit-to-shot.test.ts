import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../../media/ffmpeg/ffmpeg-binary.ts';
import { probeMedia } from '../../media/ffmpeg/media-probe.ts';
import { testClip, testTone } from '../../media/ffmpeg/media-test-helpers.ts';
import { fittedToShot } from './fit-to-shot.ts';
import type { LipsyncProvider } from './lipsync-provider.ts';
import { createLocalLipsyncProvider } from './local/local-lipsync.provider.ts';

// A vendor's lip-sync clip lasts as long as the speech; fitted, it lasts the shot's duration.

let dir = '';
let clip = new Uint8Array();
let tone = new Uint8Array();
const calls: Array<number | undefined> = [];

/** Stands in for a vendor: a real clip as long as the speech, whatever duration was asked for. */
const vendor: LipsyncProvider = {
  info: { id: 'vendor', name: 'Vendor', kind: 'lipsync', isLocal: false, creditsPerUnit: 1, capabilities: {} },
  generate: (request, context) => {
    calls.push(request.durationSeconds);
    return createLocalLipsyncProvider().generate({ ...request, durationSeconds: undefined }, context);
  },
};

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-fit-'));
  const { ffmpeg } = await resolveFfmpeg();
  clip = await fs.readFile(await testClip(ffmpeg, dir, 1));
  tone = await fs.readFile(await testTone(ffmpeg, dir, 1.2));
}, 30_000);
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function probedSeconds(bytes: Uint8Array): Promise<number> {
  const file = path.join(dir, `fitted-${Math.random().toString(36).slice(2)}.mp4`);
  await fs.writeFile(file, bytes);
  const probe = await probeMedia(file);
  expect(probe.audio?.codec).toBe('aac');
  return probe.durationSeconds;
}

describe('fittedToShot', { timeout: 30_000 }, () => {
  const provider = fittedToShot(vendor);
  const base = { video: clip, audioContentType: 'audio/wav', width: 256, height: 144 };

  it('keeps the vendor’s description', () => {
    expect(provider.info.id).toBe('vendor');
  });

  it('holds a speech-long vendor clip to a longer shot’s duration', async () => {
    const result = await provider.generate({ ...base, video: clip, audio: tone, durationSeconds: 3 });
    expect(calls.at(-1)).toBe(3);
    expect(result.durationSeconds).toBeCloseTo(3, 2);
    expect(Math.abs((await probedSeconds(result.bytes)) - 3)).toBeLessThanOrEqual(0.1);
  });

  it('cuts it to a shorter shot', async () => {
    const result = await provider.generate({ ...base, video: clip, audio: tone, durationSeconds: 0.8 });
    expect(Math.abs((await probedSeconds(result.bytes)) - 0.8)).toBeLessThanOrEqual(0.1);
  });

  it('leaves the clip alone without a duration', async () => {
    const result = await provider.generate({ ...base, video: clip, audio: tone });
    expect(result.durationSeconds).toBeCloseTo(1.2, 1);
  });
});
