import { beforeAll, describe, expect, it } from 'vitest';
import { describeAdapterContract, useFake } from '../../../../test/fakes/adapter-contract.ts';
import { tinyPng } from '../../../../test/fakes/fake-media.ts';
import { replicateContract } from '../../../../test/fakes/replicate-contract.ts';
import { startReplicateFake } from '../../../../test/fakes/replicate-fake.ts';
import type { VideoRequest } from '../video-provider.ts';
import { createReplicateVideoProvider, type ReplicateVideoOptions } from './replicate-video.provider.ts';

const fake = useFake(startReplicateFake, { outputKind: 'mp4', outputShape: 'string' });
let shotImage: Uint8Array;

beforeAll(async () => {
  shotImage = await tinyPng(16, 9);
});

const provider = (overrides: Partial<ReplicateVideoOptions> = {}) =>
  createReplicateVideoProvider({ ...fake().adapterOptions, model: 'kwaivgi/kling-v2.1', ...overrides });

const request = (overrides: Partial<VideoRequest> = {}): VideoRequest => ({
  image: shotImage,
  cameraMotion: 'pan_left',
  animationInstructions: 'The kite climbs',
  durationSeconds: 4,
  width: 1280,
  height: 720,
  ...overrides,
});

describeAdapterContract({
  name: 'Replicate video provider',
  label: 'Video provider',
  vendor: replicateContract(fake, {
    wrongOutput: { kind: 'png', message: 'Video provider returned a file that is not an MP4 video' },
  }),
  call: (options, context) => provider(options).generate(request(), context),
  succeeded: (media) => expect(media).toMatchObject({ contentType: 'video/mp4' }),
  inputErrors: [
    {
      name: 'a shot without an image',
      call: (options) => provider(options).generate(request({ image: new Uint8Array() })),
      message: 'The shot has no image to animate',
    },
    {
      name: 'a clip of no duration',
      call: (options) => provider(options).generate(request({ durationSeconds: 0 })),
      message: 'The clip duration must be above 0',
    },
  ],
});

describe('Replicate video provider', () => {
  it('sends image, prompt with camera motion and duration, and returns the MP4 with its duration', async () => {
    const progress: number[] = [];
    const media = await provider({ model: 'acme/i2v' }).generate(request(), {
      seed: 5,
      onProgress: (percent) => progress.push(percent),
    });
    expect(media.contentType).toBe('video/mp4');
    expect(media.durationSeconds).toBeCloseTo(1, 1);
    expect(fake().lastInput()).toEqual({
      image: `data:image/png;base64,${Buffer.from(shotImage).toString('base64')}`,
      prompt: 'The kite climbs. Camera: the camera pans left.',
      duration: 4,
      seed: 5,
    });
    expect(progress.at(-1)).toBe(100);
  });

  it('uses the input names and durations of known models', async () => {
    await provider().generate(request(), { seed: 5 });
    expect(Object.keys(fake().lastInput()).sort()).toEqual(['duration', 'prompt', 'start_image']);
    expect(fake().lastInput()['duration']).toBe(5);

    await provider({ model: 'minimax/video-01' }).generate(request());
    expect(Object.keys(fake().lastInput()).sort()).toEqual(['first_frame_image', 'prompt']);

    await provider({ inputNames: { image: 'first_frame', seed: 'seed' }, allowedDurations: [10] }).generate(request(), {
      seed: 1,
    });
    expect(fake().lastInput()).toMatchObject({ seed: 1, duration: 10 });
    expect(fake().lastInput()).toHaveProperty('first_frame');
  });

  it('sends whole seconds by default, and frame counts when the model wants them', async () => {
    await provider({
      model: 'acme/i2v',
      inputNames: { duration: null, numFrames: 'num_frames', fps: 'frames_per_second' },
    }).generate(request({ durationSeconds: 2.5, fps: 12 }));
    expect(fake().lastInput()).toMatchObject({ num_frames: 30, frames_per_second: 12 });
    expect(fake().lastInput()).not.toHaveProperty('duration');

    await provider({ model: 'acme/i2v' }).generate(request({ durationSeconds: 2.6 }));
    expect(fake().lastInput()['duration']).toBe(3);
  });
});
