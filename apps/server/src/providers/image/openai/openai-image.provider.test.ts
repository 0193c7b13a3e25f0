import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tinyPng } from '../../../../test/fakes/fake-media.ts';
import { openAiError, startOpenAiFake, type OpenAiFake } from '../../../../test/fakes/openai-fake.ts';
import { ProviderError } from '../../provider.ts';
import type { ImageRequest } from '../image-provider.ts';
import { createOpenAiImageProvider, pickImageSize } from './openai-image.provider.ts';

const API_KEY = 'sk-image-key-123456';
let fake: OpenAiFake;

beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey: API_KEY });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.api.requests.length = 0;
  fake.files.requests.length = 0;
  fake.imageMode = 'b64_json';
});

const provider = (overrides: { model?: string; timeoutMs?: number } = {}) =>
  createOpenAiImageProvider({
    baseUrl: fake.url,
    apiKey: API_KEY,
    model: 'test-image',
    timeoutMs: 2000,
    maxRetries: 2,
    retryBaseDelayMs: 10,
    ...overrides,
  });

const request = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: 'A lighthouse in a storm',
  width: 40,
  height: 24,
  shotType: 'wide',
  references: [{ id: 'a1', name: 'Old Tom', type: 'character', description: 'grey beard' }],
  style: { presetId: 'pencil-sketch' },
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

describe('OpenAI-compatible image provider', () => {
  it('generates a PNG from /images/generations with the composed prompt and size', async () => {
    const progress: number[] = [];
    const media = await provider().generate(request(), { onProgress: (percent) => progress.push(percent) });

    expect(media).toMatchObject({ contentType: 'image/png', width: 40, height: 24 });
    expect(Array.from(media.bytes.subarray(1, 4))).toEqual([0x50, 0x4e, 0x47]);
    expect(progress).toEqual([0, 100]);
    const [sent] = fake.api.received('POST /v1/images/generations');
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

  it('downloads URL answers without sending the API key to the file host', async () => {
    fake.imageMode = 'url';
    const media = await provider().generate(request());
    expect(media.contentType).toBe('image/png');
    const [download] = fake.files.requests;
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
    const [sent] = fake.api.received('POST /v1/images/edits');
    const form = sent?.form;
    expect(form?.get('model')).toBe('gpt-image-1');
    expect(form?.get('size')).toBe('1536x1024');
    expect(form?.get('response_format')).toBeNull();
    const images = form?.getAll('image[]') as File[];
    expect(images).toHaveLength(2);
    expect(images[0]?.type).toBe('image/png');
    expect(new Uint8Array(await images[0]!.arrayBuffer())).toEqual(source);

    await provider({ model: 'dall-e-2' }).generate(request({ sourceImage: source }));
    const single = fake.api.received('POST /v1/images/edits')[1]?.form;
    expect(single?.get('image')).toBeInstanceOf(Blob);
    expect(single?.get('size')).toBe('256x256');
  });

  it('picks the accepted size closest in aspect ratio', () => {
    expect(pickImageSize(1920, 1080, ['1024x1024', '1792x1024', '1024x1792'])).toBe('1792x1024');
    expect(pickImageSize(1080, 1920, ['1024x1024', '1792x1024', '1024x1792'])).toBe('1024x1792');
    expect(pickImageSize(300, 300, ['256x256', '512x512', '1024x1024'])).toBe('256x256');
    expect(pickImageSize(640, 360, undefined)).toBe('640x360');
  });

  it('maps a content policy rejection to a vendor error with its message', async () => {
    fake.api.fail('POST /v1/images/generations', {
      kind: 'vendor',
      status: 400,
      body: openAiError('Your request was rejected by the safety system.', 'invalid_request_error', 'content_policy'),
    });
    const error = await failure(provider().generate(request()));
    expect(error.reason).toBe('vendor');
    expect(error.message).toBe('Image provider rejected the request: Your request was rejected by the safety system.');
  });

  it('times out within the configured time', async () => {
    fake.api.fail('POST /v1/images/generations', { kind: 'hang' });
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 250 }).generate(request()));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('Image provider timed out');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('rejects malformed answers: wrong shape, empty data and bytes that are not an image', async () => {
    fake.api.fail('POST /v1/images/generations', { kind: 'malformed', body: '{"data":[{}]}' });
    expect((await failure(provider().generate(request()))).reason).toBe('malformed');

    fake.api.fail('POST /v1/images/generations', { kind: 'malformed', body: '{"data":[]}' });
    expect((await failure(provider().generate(request()))).reason).toBe('malformed');

    const notAnImage = Buffer.from('hello').toString('base64');
    fake.api.fail('POST /v1/images/generations', {
      kind: 'malformed',
      body: `{"data":[{"b64_json":"${notAnImage}"}]}`,
    });
    const error = await failure(provider().generate(request()));
    expect(error.reason).toBe('malformed');
    expect(error.message).toBe('Image provider returned a file that is not an image');
  });

  it('retries after a 503 and a 429 with Retry-After', async () => {
    fake.api.fail('POST /v1/images/generations', { kind: 'status', status: 503 });
    fake.api.fail('POST /v1/images/generations', {
      kind: 'vendor',
      status: 429,
      body: openAiError('Rate limit reached'),
    });
    const media = await provider().generate(request());
    expect(media.contentType).toBe('image/png');
    expect(fake.api.received('POST /v1/images/generations')).toHaveLength(3);
  });

  it('refuses an empty prompt as an input error without calling the vendor', async () => {
    const error = await failure(provider().generate(request({ prompt: '  ' })));
    expect(error.reason).toBe('input');
    expect(fake.api.requests).toHaveLength(0);
  });
});
