import { describe, expect, it } from 'vitest';
import { describeAdapterContract, useFake } from '../../../../test/fakes/adapter-contract.ts';
import { comfyUiContract, startComfyUiFake } from '../../../../test/fakes/comfyui-fake.ts';
import { tinyPng } from '../../../../test/fakes/fake-media.ts';
import { ProviderError } from '../../provider.ts';
import type { ImageRequest } from '../image-provider.ts';
import { planScene, scenePrompt } from '@sym/sketch-renderer';
import {
  createComfyUiImageProvider,
  loadDefaultImageWorkflow,
  type ComfyUiImageOptions,
} from './comfyui-image.provider.ts';

const fake = useFake(startComfyUiFake);

const provider = (overrides: Partial<ComfyUiImageOptions> = {}) =>
  createComfyUiImageProvider({ ...fake().adapterOptions, ...overrides });

const request = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: 'A lighthouse in a storm',
  width: 130,
  height: 71,
  references: [],
  ...overrides,
});

/** An img2img workflow: LoadImage({{image}}) → VAEEncode → KSampler → SaveImage. */
const img2img = {
  '1': { class_type: 'LoadImage', inputs: { image: '{{image}}' } },
  '2': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: '{{checkpoint}}' } },
  '3': { class_type: 'KSampler', inputs: { seed: '{{seed}}', denoise: '{{strength}}' } },
  '4': { class_type: 'CLIPTextEncode', inputs: { text: '{{prompt}}, masterpiece, {{width}}px' } },
  '9': { class_type: 'SaveImage', inputs: { filename_prefix: 'x' } },
};

describeAdapterContract({
  name: 'ComfyUI image provider',
  label: 'Image provider',
  vendor: comfyUiContract(fake),
  call: (options, context) => provider(options).generate(request(), context),
  succeeded: (media) => expect(media).toMatchObject({ contentType: 'image/png', width: 128, height: 72 }),
  inputErrors: [
    {
      name: 'an empty description',
      call: (options) => provider(options).generate(request({ prompt: ' ' })),
      message: 'The image description is empty',
    },
    {
      name: 'a request without the image the workflow needs',
      call: (options) => provider({ ...options, workflow: img2img, values: { strength: 1 } }).generate(request()),
      message: 'The ComfyUI image workflow needs an input image and the request has none',
    },
  ],
});

describe('ComfyUI image provider', () => {
  it('fills the default workflow, follows websocket progress and returns the saved PNG', async () => {
    const progress: number[] = [];
    const media = await provider().generate(request(), { seed: 42, onProgress: (percent) => progress.push(percent) });

    expect(media).toMatchObject({ contentType: 'image/png', width: 128, height: 72 });
    const workflow = fake().prompts[0]?.workflow;
    expect(workflow?.['3']?.inputs['seed']).toBe(42);
    expect(workflow?.['5']?.inputs).toMatchObject({ width: 128, height: 72, batch_size: 1 });
    expect(workflow?.['6']?.inputs['text']).toBe('A lighthouse in a storm');
    expect(workflow?.['7']?.inputs['text']).toContain('blurry');
    expect(workflow?.['4']?.inputs['ckpt_name']).toBe('v1-5-pruned-emaonly.safetensors');
    expect(progress).toEqual([0, 25, 50, 75, 99, 100]);
    expect(fake().sentMessages).toContain('progress');
    // The websocket said "done", so one history read was enough.
    expect(fake().api.received('GET /history/')).toHaveLength(1);
    expect(fake().api.received('GET /view')[0]?.query.get('type')).toBe('output');
  });

  it('prompts a planned shot from its scene plan', async () => {
    const scene = planScene({ shotType: 'wide', description: 'A lighthouse in a storm at night', assets: [] });
    await provider().generate(request({ scene }), { seed: 1 });
    const text = fake().prompts[0]?.workflow?.['6']?.inputs['text'];
    expect(text).toBe(scenePrompt(scene, 'A lighthouse in a storm'));
    expect(text).toContain('A lighthouse, night, storm, moody light.');
  });

  it('uploads the source image for {{image}} and fills extra values and interpolated text', async () => {
    const source = await tinyPng(8, 8);
    await provider({ workflow: img2img, values: { checkpoint: 'sdxl.safetensors', strength: 0.6 } }).generate(
      request({ sourceImage: source }),
      { seed: 7 },
    );
    const [upload] = fake().api.received('POST /upload/image');
    expect(upload?.form?.get('type')).toBe('input');
    const workflow = fake().prompts[0]?.workflow;
    const imageName = String(workflow?.['1']?.inputs['image']);
    expect(fake().uploads.get(imageName)).toEqual(source);
    expect(workflow?.['2']?.inputs['ckpt_name']).toBe('sdxl.safetensors');
    expect(workflow?.['3']?.inputs).toEqual({ seed: 7, denoise: 0.6 });
    expect(workflow?.['4']?.inputs['text']).toBe('A lighthouse in a storm, masterpiece, 128px');
  });

  it('refuses UI-format exports, broken nodes and placeholders it cannot fill', () => {
    expect(() => provider({ workflow: { nodes: [], links: [] } })).toThrow(/Save \(API Format\)/);
    expect(() => provider({ workflow: { '1': { inputs: {} } } })).toThrow(ProviderError);
    expect(() => provider({ workflow: { '1': { class_type: 'X', inputs: { a: '{{mood}}' } } } })).toThrow(
      /unknown placeholders \{\{mood\}\}/,
    );
  });

  it('falls back to polling /history when the websocket is refused or drops', async () => {
    fake().socketMode = 'refuse';
    fake().stepDelayMs = 15;
    const media = await provider().generate(request());
    expect(media.contentType).toBe('image/png');
    expect(fake().sentMessages).toHaveLength(0);
    expect(fake().api.received('GET /history/').length).toBeGreaterThan(1);

    fake().socketMode = 'drop';
    fake().api.requests.length = 0;
    await expect(provider().generate(request())).resolves.toMatchObject({ contentType: 'image/png' });
    expect(fake().api.received('GET /history/').length).toBeGreaterThan(1);
  });

  it('ships a valid API-format default workflow using only documented placeholders', () => {
    const workflow = loadDefaultImageWorkflow();
    expect(Object.values(workflow).map((node) => node.class_type)).toEqual(
      expect.arrayContaining(['KSampler', 'CheckpointLoaderSimple', 'EmptyLatentImage', 'SaveImage']),
    );
    expect(provider().info).toMatchObject({ id: 'comfyui', kind: 'image', isLocal: true });
  });
});
