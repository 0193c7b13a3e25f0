import { beforeAll, describe, expect, it } from 'vitest';
import { describeAdapterContract, providerFailure, useFake } from '../../../../test/fakes/adapter-contract.ts';
import { comfyUiContract, startComfyUiFake } from '../../../../test/fakes/comfyui-fake.ts';
import { tinyPng } from '../../../../test/fakes/fake-media.ts';
import { ProviderError } from '../../provider.ts';
import type { VideoRequest } from '../video-provider.ts';
import { createComfyUiVideoProvider, type ComfyUiVideoOptions } from './comfyui-video.provider.ts';

const fake = useFake(startComfyUiFake);
let shotImage: Uint8Array;

beforeAll(async () => {
  shotImage = await tinyPng(16, 9);
});

/** An image-to-video graph saved through VideoHelperSuite, as users export them. */
const vhsWorkflow = {
  '1': { class_type: 'LoadImage', inputs: { image: '{{image}}' } },
  '2': { class_type: 'CLIPTextEncode', inputs: { text: '{{prompt}}' } },
  '3': {
    class_type: 'KSampler',
    inputs: { seed: '{{seed}}', length: '{{frames}}', width: '{{width}}', height: '{{height}}' },
  },
  '4': { class_type: 'Note', inputs: { text: 'motion={{camera_motion}} seconds={{duration}} raw={{animation}}' } },
  '5': { class_type: 'VHS_VideoCombine', inputs: { frame_rate: '{{fps}}', format: 'video/h264-mp4' } },
};

const provider = (overrides: Partial<ComfyUiVideoOptions> = {}) =>
  createComfyUiVideoProvider({ ...fake().adapterOptions, workflow: vhsWorkflow, ...overrides });

const request = (overrides: Partial<VideoRequest> = {}): VideoRequest => ({
  image: shotImage,
  cameraMotion: 'zoom_in',
  animationInstructions: 'The waves crash',
  durationSeconds: 2,
  width: 640,
  height: 360,
  ...overrides,
});

describeAdapterContract({
  name: 'ComfyUI video provider',
  label: 'Video provider',
  vendor: comfyUiContract(fake),
  call: (options, context) => provider(options).generate(request(), context),
  succeeded: (media) => expect(media).toMatchObject({ contentType: 'video/mp4' }),
  inputErrors: [
    {
      name: 'a clip of no duration',
      call: (options) => provider(options).generate(request({ durationSeconds: 0 })),
      message: 'The clip must last between 0 and 10 seconds',
    },
    {
      name: 'a clip longer than the workflow makes',
      call: (options) => provider(options).generate(request({ durationSeconds: 30 })),
      message: 'The clip must last between 0 and 10 seconds',
    },
    {
      name: 'a shot without an image',
      call: (options) => provider(options).generate(request({ image: new Uint8Array() })),
      message: 'The shot has no image to animate',
    },
  ],
});

describe('ComfyUI video provider', () => {
  it('animates the uploaded shot image and returns the MP4 from the gifs output', async () => {
    const progress: number[] = [];
    const media = await provider().generate(request(), { seed: 3, onProgress: (percent) => progress.push(percent) });

    expect(media.contentType).toBe('video/mp4');
    expect(media.durationSeconds).toBeCloseTo(1, 1);
    expect(media).toMatchObject({ width: 64, height: 48 });
    const workflow = fake().prompts[0]?.workflow;
    expect(fake().uploads.get(String(workflow?.['1']?.inputs['image']))).toEqual(shotImage);
    expect(workflow?.['2']?.inputs['text']).toBe('The waves crash. Camera: slow zoom in.');
    expect(workflow?.['3']?.inputs).toEqual({ seed: 3, length: 32, width: 640, height: 360 });
    expect(workflow?.['4']?.inputs['text']).toBe('motion=zoom_in seconds=2 raw=The waves crash');
    expect(workflow?.['5']?.inputs['frame_rate']).toBe(16);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toContain(50);
  });

  it('reads core SaveVideo outputs listed under images', async () => {
    const workflow = { ...vhsWorkflow, '5': { class_type: 'SaveVideo', inputs: { filename_prefix: 'video/x' } } };
    const media = await provider({ workflow }).generate(request({ fps: 8 }));
    expect(media.contentType).toBe('video/mp4');
    expect(fake().prompts[0]?.workflow['3']?.inputs['length']).toBe(16);
    expect(fake().api.received('GET /view')[0]?.query.get('subfolder')).toBe('video');
  });

  it('refuses a workflow that only saves images, naming the fix', async () => {
    const workflow = { ...vhsWorkflow, '5': { class_type: 'SaveImage', inputs: {} } };
    const error = await providerFailure(provider({ workflow }).generate(request()));
    expect(error.reason).toBe('malformed');
    expect(error.message).toContain('video/h264-mp4');
  });

  it('refuses a workflow without nodes', () => {
    expect(() => provider({ workflow: {} })).toThrow(ProviderError);
  });
});
