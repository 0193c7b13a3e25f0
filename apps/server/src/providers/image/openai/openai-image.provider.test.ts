import { describe, expect, it } from 'vitest';
import { describeAdapterContract, useFake } from '../../../../test/fakes/adapter-contract.ts';
import { tinyPng } from '../../../../test/fakes/fake-media.ts';
import { openAiContract, startOpenAiFake } from '../../../../test/fakes/openai-fake.ts';
import type { ImageRequest } from '../image-provider.ts';
import { planScene, scenePrompt } from '@sym/sketch-renderer';
import { createOpenAiImageProvider, pickImageSize, type OpenAiImageOptions } from './openai-image.provider.ts';

const API_KEY = 'sk-image-key-123456';
const GENERATIONS = 'POST /v1/images/generations';
const fake = useFake(() => startOpenAiFake({ apiKey: API_KEY }));

const provider = (overrides: Partial<OpenAiImageOptions> = {}) =>
  createOpenAiImageProvider({ ...fake().adapterOptions, model: 'test-image', ...overrides });

const request = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: 'A lighthouse in a storm',
  width: 40,
  height: 24,
  shotType: 'wide',
  references: [{ id: 'a1', name: 'Old Tom', type: 'character', description: 'grey beard' }],
  style: { presetId: 'pencil-sketch' },
  ...overrides,
});

const answer = (body: string) => () => fake().api.fail(GENERATIONS, { kind: 'malformed', body });

describeAdapterContract({
  name: 'OpenAI-compatible image provider',
  label: 'Image provider',
  vendor: openAiContract(fake, GENERATIONS),
  call: (options, context) => provider(options).generate(request(), context),
  succeeded: (media) => expect(media).toMatchObject({ contentType: 'image/png', width: 40, height: 24 }),
  malformed: [
    {
      name: 'an image without b64_json or url',
      arrange: answer('{"data":[{}]}'),
      message: /^Image provider sent an unexpected response/,
    },
    {
      name: 'an answer without images',
      arrange: answer('{"data":[]}'),
      message: /^Image provider sent an unexpected response/,
    },
    {
      name: 'bytes that are not an image',
      arrange: answer(`{"data":[{"b64_json":"${Buffer.from('hello').toString('base64')}"}]}`),
      message: 'Image provider returned a file that is not an image',
    },
  ],
  inputErrors: [
    {
      name: 'an empty description',
      call: (options) => provider(options).generate(request({ prompt: '  ' })),
      message: 'The image description is empty',
    },
  ],
});

describe('OpenAI-compatible image provider', () => {
  it('generates a PNG from /images/generations with the composed prompt and size', async () => {
    const progress: number[] = [];
    const media = await provider().generate(request(), { onProgress: (percent) => progress.push(percent) });

    expect(media).toMatchObject({ contentType: 'image/png', width: 40, height: 24 });
    expect(Array.from(media.bytes.subarray(1, 4))).toEqual([0x50, 0x4e, 0x47]);
    expect(progress).toEqual([0, 100]);
    const [sent] = fake().api.received(GENERATIONS);
    expect(sent?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent?.json).toEqual({
      model: 'test-image',
      prompt:
        'Wide shot. A lighthouse in a storm Featuring Old Tom (character): grey beard. Style: pencil sketch style.',
      size: '40x24',
      n: 1,
      response_format: 'b64_json',
    });
  });

  it('prompts a planned shot from its scene plan, with the style words', async () => {
    const scene = planScene({
      shotType: 'wide',
      description: 'Old Tom rows a boat past a lighthouse in a storm',
      assets: [],
    });
    await provider().generate(request({ scene }));
    const sent = fake().api.received(GENERATIONS)[0]?.json as { prompt?: string } | undefined;
    const prompt = String(sent?.prompt);
    expect(prompt.startsWith(scenePrompt(scene, 'A lighthouse in a storm'))).toBe(true);
    expect(prompt).toContain('Old Tom walks, in the centre. Also in the frame: a boat in the background.');
    expect(prompt).toMatch(/Style: pencil sketch style\.$/);
  });

  it('downloads URL answers without sending the API key to the file host', async () => {
    fake().imageMode = 'url';
    const media = await provider().generate(request());
    expect(media.contentType).toBe('image/png');
    const [download] = fake().files.requests;
    expect(download?.path).toBe('/img-1.png');
    expect(download?.headers.authorization).toBeUndefined();
  });

  it('sends the source and reference images to /images/edits as multipart', async () => {
    const source = await tinyPng(4, 4);
    const reference = await tinyPng(6, 6);
    await provider({ model: 'gpt-image-1' }).generate(
      request({
        sourceImage: source,
        references: [{ id: 'a1', name: 'Tom', type: 'character', description: '', image: reference }],
      }),
    );
    const [sent] = fake().api.received('POST /v1/images/edits');
    const form = sent?.form;
    expect(form?.get('model')).toBe('gpt-image-1');
    expect(form?.get('size')).toBe('1536x1024');
    expect(form?.get('response_format')).toBeNull();
    const images = form?.getAll('image[]') as File[];
    expect(images).toHaveLength(2);
    expect(images[0]?.type).toBe('image/png');
    expect(new Uint8Array(await images[0]!.arrayBuffer())).toEqual(source);

    await provider({ model: 'dall-e-2' }).generate(request({ sourceImage: source }));
    const single = fake().api.received('POST /v1/images/edits')[1]?.form;
    expect(single?.get('image')).toBeInstanceOf(Blob);
    expect(single?.get('size')).toBe('256x256');
  });

  it('picks the accepted size closest in aspect ratio', () => {
    expect(pickImageSize(1920, 1080, ['1024x1024', '1792x1024', '1024x1792'])).toBe('1792x1024');
    expect(pickImageSize(1080, 1920, ['1024x1024', '1792x1024', '1024x1792'])).toBe('1024x1792');
    expect(pickImageSize(300, 300, ['256x256', '512x512', '1024x1024'])).toBe('256x256');
    expect(pickImageSize(640, 360, undefined)).toBe('640x360');
  });
});
