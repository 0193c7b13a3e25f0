import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tinyPng } from '../../../../test/fakes/fake-media.ts';
import { replicateError, startReplicateFake, type ReplicateFake } from '../../../../test/fakes/replicate-fake.ts';
import { ProviderError } from '../../provider.ts';
import type { VideoRequest } from '../video-provider.ts';
import { createReplicateVideoProvider, type ReplicateVideoOptions } from './replicate-video.provider.ts';

let fake: ReplicateFake;
let shotImage: Uint8Array;

beforeAll(async () => {
  fake = await startReplicateFake();
  shotImage = await tinyPng(16, 9);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.api.requests.length = 0;
  fake.canceled.length = 0;
  fake.runMode = 'ok';
  fake.outputKind = 'mp4';
  fake.outputShape = 'string';
});

const provider = (overrides: Partial<ReplicateVideoOptions> = {}) =>
  createReplicateVideoProvider({
    baseUrl: fake.url,
    apiToken: fake.token,
    model: 'kwaivgi/kling-v2.1',
    timeoutMs: 3000,
    pollIntervalMs: 20,
    retryBaseDelayMs: 10,
    ...overrides,
  });

const request = (overrides: Partial<VideoRequest> = {}): VideoRequest => ({
  image: shotImage,
  cameraMotion: 'pan_left',
  animationInstructions: 'The kite climbs',
  durationSeconds: 4,
  width: 1280,
  height: 720,
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

describe('Replicate video provider', () => {
  it('sends image, prompt with camera motion and duration, and returns the MP4 with its duration', async () => {
    const progress: number[] = [];
    const media = await provider({ model: 'acme/i2v' }).generate(request(), {
      seed: 5,
      onProgress: (percent) => progress.push(percent),
    });
    expect(media.contentType).toBe('video/mp4');
    expect(media.durationSeconds).toBeCloseTo(1, 1);
    expect(sentInput()).toEqual({
      image: `data:image/png;base64,${Buffer.from(shotImage).toString('base64')}`,
      prompt: 'The kite climbs. Camera: the camera pans left.',
      duration: 4,
      seed: 5,
    });
    expect(progress.at(-1)).toBe(100);
  });

  it('uses the input names and durations of known models', async () => {
    await provider().generate(request(), { seed: 5 });
    expect(Object.keys(sentInput()).sort()).toEqual(['duration', 'prompt', 'start_image']);
    expect(sentInput()['duration']).toBe(5);

    fake.api.requests.length = 0;
    await provider({ model: 'minimax/video-01' }).generate(request());
    expect(Object.keys(sentInput()).sort()).toEqual(['first_frame_image', 'prompt']);

    fake.api.requests.length = 0;
    await provider({ inputNames: { image: 'first_frame', seed: 'seed' }, allowedDurations: [10] }).generate(request(), {
      seed: 1,
    });
    expect(sentInput()).toMatchObject({ seed: 1, duration: 10 });
    expect(sentInput()).toHaveProperty('first_frame');
  });

  it('sends whole seconds by default, and frame counts when the model wants them', async () => {
    await provider({
      model: 'acme/i2v',
      inputNames: { duration: null, numFrames: 'num_frames', fps: 'frames_per_second' },
    }).generate(request({ durationSeconds: 2.5, fps: 12 }));
    expect(sentInput()).toMatchObject({ num_frames: 30, frames_per_second: 12 });
    expect(sentInput()).not.toHaveProperty('duration');

    fake.api.requests.length = 0;
    await provider({ model: 'acme/i2v' }).generate(request({ durationSeconds: 2.6 }));
    expect(sentInput()['duration']).toBe(3);
  });

  it('maps a failed prediction to a vendor error', async () => {
    fake.runMode = 'fail';
    const error = await failure(provider().generate(request()));
    expect(error.reason).toBe('vendor');
    expect(error.message).toBe('Video provider failed: CUDA out of memory. Tried to allocate 1.00 GiB');
  });

  it('maps a vendor rejection to a vendor error', async () => {
    fake.api.fail('POST /v1/models/', {
      kind: 'vendor',
      status: 402,
      body: replicateError(402, 'Insufficient credit', 'You have insufficient credit to run this model.'),
    });
    const error = await failure(provider().generate(request()));
    expect(error.message).toBe(
      'Video provider rejected the request: Insufficient credit: You have insufficient credit to run this model.',
    );
  });

  it('times out within the configured time and cancels', async () => {
    fake.runMode = 'hang';
    const error = await failure(provider({ timeoutMs: 250 }).generate(request()));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('Video provider timed out');
    expect(fake.canceled).toHaveLength(1);
  });

  it('treats an output that is not an MP4 as malformed', async () => {
    fake.outputKind = 'png';
    const error = await failure(provider().generate(request()));
    expect(error.reason).toBe('malformed');
    expect(error.message).toBe('Video provider returned a file that is not an MP4 video');
  });
});
