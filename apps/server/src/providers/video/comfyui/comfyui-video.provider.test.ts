import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startComfyUiFake, type ComfyUiFake } from '../../../../test/fakes/comfyui-fake.ts';
import { tinyPng } from '../../../../test/fakes/fake-media.ts';
import { ProviderError } from '../../provider.ts';
import type { VideoRequest } from '../video-provider.ts';
import { createComfyUiVideoProvider } from './comfyui-video.provider.ts';

let fake: ComfyUiFake;
let shotImage: Uint8Array;

beforeAll(async () => {
  fake = await startComfyUiFake();
  shotImage = await tinyPng(16, 9);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.api.requests.length = 0;
  fake.prompts.length = 0;
  fake.interrupted.length = 0;
  fake.runMode = 'ok';
  fake.socketMode = 'on';
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

const provider = (overrides: { workflow?: unknown; timeoutMs?: number } = {}) =>
  createComfyUiVideoProvider({
    baseUrl: fake.url,
    workflow: vhsWorkflow,
    timeoutMs: 5000,
    pollIntervalMs: 20,
    retryBaseDelayMs: 10,
    ...overrides,
  });

const request = (overrides: Partial<VideoRequest> = {}): VideoRequest => ({
  image: shotImage,
  cameraMotion: 'zoom_in',
  animationInstructions: 'The waves crash',
  durationSeconds: 2,
  width: 640,
  height: 360,
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

describe('ComfyUI video provider', () => {
  it('animates the uploaded shot image and returns the MP4 from the gifs output', async () => {
    const progress: number[] = [];
    const media = await provider().generate(request(), { seed: 3, onProgress: (percent) => progress.push(percent) });

    expect(media.contentType).toBe('video/mp4');
    expect(media.durationSeconds).toBeCloseTo(1, 1);
    expect(media).toMatchObject({ width: 64, height: 48 });
    const workflow = fake.prompts[0]?.workflow;
    expect(fake.uploads.get(String(workflow?.['1']?.inputs['image']))).toEqual(shotImage);
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
    expect(fake.prompts[0]?.workflow['3']?.inputs['length']).toBe(16);
    expect(fake.api.received('GET /view')[0]?.query.get('subfolder')).toBe('video');
  });

  it('refuses a workflow that only saves images, naming the fix', async () => {
    const workflow = { ...vhsWorkflow, '5': { class_type: 'SaveImage', inputs: {} } };
    const error = await failure(provider({ workflow }).generate(request()));
    expect(error.reason).toBe('malformed');
    expect(error.message).toContain('video/h264-mp4');
  });

  it('refuses durations outside the supported range without calling ComfyUI', async () => {
    expect((await failure(provider().generate(request({ durationSeconds: 0 })))).reason).toBe('input');
    expect((await failure(provider().generate(request({ durationSeconds: 30 })))).reason).toBe('input');
    expect(fake.api.requests).toHaveLength(0);
    expect(() =>
      createComfyUiVideoProvider({ baseUrl: fake.url, workflow: {}, timeoutMs: 1, pollIntervalMs: 1 }),
    ).toThrow(ProviderError);
  });

  it('maps an execution error to a vendor error', async () => {
    fake.runMode = 'error';
    const error = await failure(provider().generate(request()));
    expect(error.reason).toBe('vendor');
    expect(error.message).toContain('Video provider failed: CUDA out of memory');
  });

  it('times out within the configured time and interrupts the run', async () => {
    fake.runMode = 'hang';
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 300 }).generate(request()));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('Video provider timed out');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fake.interrupted).toHaveLength(1);
  });

  it('treats a bad /prompt answer as malformed', async () => {
    fake.api.fail('POST /prompt', { kind: 'malformed', body: '{"number":1}' });
    const error = await failure(provider().generate(request()));
    expect(error.reason).toBe('malformed');
    expect(error.message).toBe('Video provider sent an unexpected response at prompt_id');
  });
});
