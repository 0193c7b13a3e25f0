import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tinyMp4, tinyPng, tinyWav } from '../../../../test/fakes/fake-media.ts';
import { replicateError, startReplicateFake, type ReplicateFake } from '../../../../test/fakes/replicate-fake.ts';
import { ProviderError } from '../../provider.ts';
import type { LipsyncRequest } from '../lipsync-provider.ts';
import { createReplicateLipsyncProvider, type ReplicateLipsyncOptions } from './replicate-lipsync.provider.ts';

let fake: ReplicateFake;
let clip: Uint8Array;
let still: Uint8Array;
const audio = tinyWav(1);

beforeAll(async () => {
  fake = await startReplicateFake();
  clip = await tinyMp4();
  still = await tinyPng(8, 8);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.api.requests.length = 0;
  fake.canceled.length = 0;
  fake.runMode = 'ok';
  fake.outputKind = 'mp4';
  fake.outputShape = 'object';
});

const provider = (overrides: Partial<ReplicateLipsyncOptions> = {}) =>
  createReplicateLipsyncProvider({
    baseUrl: fake.url,
    apiToken: fake.token,
    model: 'sync/lipsync-2',
    timeoutMs: 3000,
    pollIntervalMs: 20,
    retryBaseDelayMs: 10,
    ...overrides,
  });

const request = (overrides: Partial<LipsyncRequest> = {}): LipsyncRequest => ({
  video: clip,
  audio,
  audioContentType: 'audio/wav',
  width: 64,
  height: 48,
  ...overrides,
});

const failure = async (promise: Promise<unknown>): Promise<ProviderError> => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};

const sentInput = (): Record<string, unknown> =>
  (fake.api.received('POST /v1/models/')[0]?.json as { input: Record<string, unknown> }).input;

describe('Replicate lip-sync provider', () => {
  it('sends the clip and the audio as data URIs and returns the synced MP4', async () => {
    const media = await provider().generate(request());
    expect(media).toMatchObject({ contentType: 'video/mp4', width: 64, height: 48 });
    expect(sentInput()).toEqual({
      video: `data:video/mp4;base64,${Buffer.from(clip).toString('base64')}`,
      audio: `data:audio/wav;base64,${Buffer.from(audio).toString('base64')}`,
    });
  });

  it('sends a still to models that take one, and refuses stills for video-only models', async () => {
    await provider({ model: 'cjwbw/sadtalker' }).generate(request({ video: undefined, image: still }));
    expect(Object.keys(sentInput()).sort()).toEqual(['driven_audio', 'source_image']);

    fake.api.requests.length = 0;
    await provider({ model: 'devxpy/cog-wav2lip', inputNames: { audio: 'speech' } }).generate(request());
    expect(Object.keys(sentInput()).sort()).toEqual(['face', 'speech']);
    expect(String(sentInput()['face'])).toMatch(/^data:video\/mp4;base64,/);

    const error = await failure(provider().generate(request({ video: undefined, image: still })));
    expect(error.reason).toBe('input');
    expect(error.message).toBe('This lip-sync model needs a video clip of the shot');
  });

  it('maps a vendor error to a vendor error', async () => {
    fake.api.fail('POST /v1/models/', {
      kind: 'vendor',
      status: 413,
      body: replicateError(413, 'Request too large', 'The request body is too large'),
    });
    const error = await failure(provider().generate(request()));
    expect(error.reason).toBe('vendor');
    expect(error.message).toBe(
      'Lip-sync provider rejected the request: Request too large: The request body is too large',
    );
  });

  it('times out within the configured time and cancels', async () => {
    fake.runMode = 'hang';
    const error = await failure(provider({ timeoutMs: 250 }).generate(request()));
    expect(error.reason).toBe('timeout');
    expect(fake.canceled).toHaveLength(1);
  });

  it('treats an output that is not an MP4 as malformed', async () => {
    fake.outputKind = 'wav';
    expect((await failure(provider().generate(request()))).reason).toBe('malformed');
  });
});
