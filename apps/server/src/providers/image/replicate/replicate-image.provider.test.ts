import { describe, expect, it } from 'vitest';
import { describeAdapterContract, useFake } from '../../../../test/fakes/adapter-contract.ts';
import { tinyPng } from '../../../../test/fakes/fake-media.ts';
import { replicateContract } from '../../../../test/fakes/replicate-contract.ts';
import { startReplicateFake } from '../../../../test/fakes/replicate-fake.ts';
import type { ImageRequest } from '../image-provider.ts';
import { planScene, scenePrompt } from '@sym/sketch-renderer';
import {
  createReplicateImageProvider,
  nearestAspectRatio,
  type ReplicateImageOptions,
} from './replicate-image.provider.ts';

const fake = useFake(startReplicateFake, { outputKind: 'png', outputShape: 'array' });

const provider = (overrides: Partial<ReplicateImageOptions> = {}) =>
  createReplicateImageProvider({ ...fake().adapterOptions, model: 'black-forest-labs/flux-schnell', ...overrides });

const request = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: 'A red kite over dunes',
  width: 1280,
  height: 720,
  shotType: 'establishing',
  references: [],
  ...overrides,
});

describeAdapterContract({
  name: 'Replicate image provider',
  label: 'Image provider',
  vendor: replicateContract(fake, {
    wrongOutput: { kind: 'text', message: 'Image provider returned a file that is not an image' },
  }),
  call: (options, context) => provider(options).generate(request(), context),
  succeeded: (media) => expect(media).toMatchObject({ contentType: 'image/png', width: 32, height: 18 }),
  inputErrors: [
    {
      name: 'an empty description',
      call: (options) => provider(options).generate(request({ prompt: '  ' })),
      message: 'The image description is empty',
    },
  ],
});

describe('Replicate image provider', () => {
  it('sends FLUX-style input and returns the downloaded image with its real size', async () => {
    const media = await provider({ extraInput: { output_format: 'png' } }).generate(request(), { seed: 11 });
    expect(media).toMatchObject({ contentType: 'image/png', width: 32, height: 18 });
    expect(fake().lastInput()).toEqual({
      output_format: 'png',
      prompt: 'Establishing shot. A red kite over dunes',
      seed: 11,
      aspect_ratio: '16:9',
    });
  });

  it('prompts a planned shot from its scene plan', async () => {
    const scene = planScene({
      shotType: 'establishing',
      description: 'A red kite over the dunes at sunset',
      assets: [],
    });
    await provider().generate(request({ scene, style: { presetId: 'watercolor' } }));
    expect(fake().lastInput()['prompt']).toBe(
      `${scenePrompt(scene, 'A red kite over dunes')} Style: watercolor style.`,
    );
    expect(fake().lastInput()['prompt']).toContain('The dunes, desert, sunset, golden light.');
  });

  it('sends the source image as a data URI under the configured name, and width/height when asked', async () => {
    const source = await tinyPng(4, 4);
    await provider({
      inputNames: { image: 'input_image', aspectRatio: null, width: 'width', height: 'height' },
    }).generate(request({ sourceImage: source }));
    const input = fake().lastInput();
    expect(input['input_image']).toBe(`data:image/png;base64,${Buffer.from(source).toString('base64')}`);
    expect(input).toMatchObject({ width: 1280, height: 720 });
    expect(input).not.toHaveProperty('aspect_ratio');
    expect(input).not.toHaveProperty('image');
  });

  it('picks the nearest accepted aspect ratio', () => {
    expect(nearestAspectRatio(1080, 1920)).toBe('9:16');
    expect(nearestAspectRatio(1000, 1000)).toBe('1:1');
    expect(nearestAspectRatio(2520, 1080)).toBe('21:9');
  });
});
