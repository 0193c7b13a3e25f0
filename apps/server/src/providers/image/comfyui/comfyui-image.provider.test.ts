import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startComfyUiFake, type ComfyUiFake } from '../../../../test/fakes/comfyui-fake.ts';
import { tinyPng } from '../../../../test/fakes/fake-media.ts';
import { ProviderError } from '../../provider.ts';
import type { ImageRequest } from '../image-provider.ts';
import { createComfyUiImageProvider, loadDefaultImageWorkflow } from './comfyui-image.provider.ts';

let fake: ComfyUiFake;

beforeAll(async () => {
  fake = await startComfyUiFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.api.requests.length = 0;
  fake.prompts.length = 0;
  fake.sentMessages.length = 0;
  fake.interrupted.length = 0;
  fake.deleted.length = 0;
  fake.runMode = 'ok';
  fake.socketMode = 'on';
});

const provider = (
  overrides: { workflow?: unknown; values?: Record<string, string | number>; timeoutMs?: number } = {},
) =>
  createComfyUiImageProvider({
    baseUrl: fake.url,
    timeoutMs: 5000,
    pollIntervalMs: 20,
    retryBaseDelayMs: 10,
    ...overrides,
  });

const request = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: 'A lighthouse in a storm',
  width: 130,
  height: 71,
  references: [],
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

/** An img2img workflow: LoadImage({{image}}) → VAEEncode → KSampler → SaveImage. */
const img2img = {
  '1': { class_type: 'LoadImage', inputs: { image: '{{image}}' } },
  '2': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: '{{checkpoint}}' } },
  '3': { class_type: 'KSampler', inputs: { seed: '{{seed}}', denoise: '{{strength}}' } },
  '4': { class_type: 'CLIPTextEncode', inputs: { text: '{{prompt}}, masterpiece, {{width}}px' } },
  '9': { class_type: 'SaveImage', inputs: { filename_prefix: 'x' } },
};

describe('ComfyUI image provider', () => {
  it('fills the default workflow, follows websocket progress and returns the saved PNG', async () => {
    const progress: number[] = [];
    const media = await provider().generate(request(), { seed: 42, onProgress: (percent) => progress.push(percent) });

    expect(media).toMatchObject({ contentType: 'image/png', width: 128, height: 72 });
    const workflow = fake.prompts[0]?.workflow;
    expect(workflow?.['3']?.inputs['seed']).toBe(42);
    expect(workflow?.['5']?.inputs).toMatchObject({ width: 128, height: 72, batch_size: 1 });
    expect(workflow?.['6']?.inputs['text']).toBe('A lighthouse in a storm');
    expect(workflow?.['7']?.inputs['text']).toContain('blurry');
    expect(workflow?.['4']?.inputs['ckpt_name']).toBe('v1-5-pruned-emaonly.safetensors');
    expect(progress).toEqual([0, 25, 50, 75, 99, 100]);
    expect(fake.sentMessages).toContain('progress');
    // The websocket said "done", so one history read was enough.
    expect(fake.api.received('GET /history/')).toHaveLength(1);
    expect(fake.api.received('GET /view')[0]?.query.get('type')).toBe('output');
  });

  it('uploads the source image for {{image}} and fills extra values and interpolated text', async () => {
    const source = await tinyPng(8, 8);
    await provider({ workflow: img2img, values: { checkpoint: 'sdxl.safetensors', strength: 0.6 } }).generate(
      request({ sourceImage: source }),
      { seed: 7 },
    );
    const [upload] = fake.api.received('POST /upload/image');
    expect(upload?.form?.get('type')).toBe('input');
    const workflow = fake.prompts[0]?.workflow;
    const imageName = String(workflow?.['1']?.inputs['image']);
    expect(fake.uploads.get(imageName)).toEqual(source);
    expect(workflow?.['2']?.inputs['ckpt_name']).toBe('sdxl.safetensors');
    expect(workflow?.['3']?.inputs).toEqual({ seed: 7, denoise: 0.6 });
    expect(workflow?.['4']?.inputs['text']).toBe('A lighthouse in a storm, masterpiece, 128px');
  });

  it('refuses bad workflows and requests without the image a workflow needs', async () => {
    expect(() => provider({ workflow: { nodes: [], links: [] } })).toThrow(/Save \(API Format\)/);
    expect(() => provider({ workflow: { '1': { inputs: {} } } })).toThrow(ProviderError);
    expect(() => provider({ workflow: { '1': { class_type: 'X', inputs: { a: '{{mood}}' } } } })).toThrow(
      /unknown placeholders \{\{mood\}\}/,
    );
    const error = await failure(provider({ workflow: img2img, values: { strength: 1 } }).generate(request()));
    expect(error.reason).toBe('input');
    expect(fake.api.requests).toHaveLength(0);
  });

  it('maps an execution error on the websocket to a vendor error with ComfyUI’s message', async () => {
    fake.runMode = 'error';
    const error = await failure(provider().generate(request()));
    expect(error.reason).toBe('vendor');
    expect(error.message).toBe('Image provider failed: CUDA out of memory. Tried to allocate 2.00 GiB (KSampler)');
  });

  it('maps a /prompt validation error to a vendor error naming the node', async () => {
    const workflow = { ...img2img, '1': { class_type: 'LoadImage', inputs: { image: 'missing.png' } } };
    const error = await failure(provider({ workflow, values: { strength: 1 } }).generate(request()));
    expect(error.reason).toBe('vendor');
    expect(error.message).toBe(
      'Image provider rejected the request: Prompt outputs failed validation - LoadImage: Invalid image file (image - Invalid image file: missing.png)',
    );
  });

  it('times out a run that never finishes within the configured time and interrupts it', async () => {
    fake.runMode = 'hang';
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 400 }).generate(request()));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('Image provider timed out');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fake.interrupted).toEqual([fake.prompts[0]?.id]);
  });

  it('interrupts the run when the caller aborts', async () => {
    fake.runMode = 'hang';
    const controller = new AbortController();
    const pending = provider().generate(request(), { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('cancelled by user')), 150);
    await expect(pending).rejects.toThrow('cancelled by user');
    expect(fake.interrupted).toHaveLength(1);
  });

  it('treats unreadable history and runs without output as malformed', async () => {
    fake.runMode = 'malformed-history';
    expect((await failure(provider().generate(request()))).reason).toBe('malformed');
    fake.runMode = 'no-output';
    const error = await failure(provider().generate(request()));
    expect(error.reason).toBe('malformed');
    expect(error.message).toBe('Image provider finished without any output file');
  });

  it('falls back to polling /history when the websocket is refused or drops', async () => {
    fake.socketMode = 'refuse';
    fake.stepDelayMs = 15;
    const media = await provider().generate(request());
    expect(media.contentType).toBe('image/png');
    expect(fake.sentMessages).toHaveLength(0);
    expect(fake.api.received('GET /history/').length).toBeGreaterThan(1);

    fake.socketMode = 'drop';
    fake.api.requests.length = 0;
    await expect(provider().generate(request())).resolves.toMatchObject({ contentType: 'image/png' });
    expect(fake.api.received('GET /history/').length).toBeGreaterThan(1);
    fake.stepDelayMs = 5;
  });

  it('reports execution errors found while polling', async () => {
    fake.socketMode = 'refuse';
    fake.runMode = 'error';
    const error = await failure(provider().generate(request()));
    expect(error.message).toBe('Image provider failed: CUDA out of memory. Tried to allocate 2.00 GiB (KSampler)');
  });

  it('retries /prompt after a 503', async () => {
    fake.api.fail('POST /prompt', { kind: 'status', status: 503 });
    await expect(provider().generate(request())).resolves.toMatchObject({ contentType: 'image/png' });
    expect(fake.api.received('POST /prompt')).toHaveLength(2);
    expect(fake.prompts).toHaveLength(1);
  });

  it('ships a valid API-format default workflow using only documented placeholders', () => {
    const workflow = loadDefaultImageWorkflow();
    expect(Object.values(workflow).map((node) => node.class_type)).toEqual(
      expect.arrayContaining(['KSampler', 'CheckpointLoaderSimple', 'EmptyLatentImage', 'SaveImage']),
    );
    expect(provider().info).toMatchObject({ id: 'comfyui', kind: 'image', isLocal: true });
  });
});
