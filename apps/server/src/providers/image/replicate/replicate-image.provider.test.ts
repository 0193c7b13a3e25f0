import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tinyPng } from '../../../../test/fakes/fake-media.ts';
import { replicateError, startReplicateFake, type ReplicateFake } from '../../../../test/fakes/replicate-fake.ts';
import { ProviderError } from '../../provider.ts';
import type { ImageRequest } from '../image-provider.ts';
import {
  createReplicateImageProvider,
  nearestAspectRatio,
  type ReplicateImageOptions,
} from './replicate-image.provider.ts';

let fake: ReplicateFake;

beforeAll(async () => {
  fake = await startReplicateFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.api.requests.length = 0;
  fake.canceled.length = 0;
  fake.runMode = 'ok';
  fake.outputKind = 'png';
  fake.outputShape = 'array';
});

const provider = (overrides: Partial<ReplicateImageOptions> = {}) =>
  createReplicateImageProvider({
    baseUrl: fake.url,
    apiToken: fake.token,
    model: 'black-forest-labs/flux-schnell',
    timeoutMs: 3000,
    pollIntervalMs: 20,
    retryBaseDelayMs: 10,
    ...overrides,
  });

const request = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: 'A red kite over dunes',
  width: 1280,
  height: 720,
  shotType: 'establishing',
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

const sentInput = (): Record<string, unknown> =>
  (fake.api.received('POST /v1/models/')[0]?.json as { input: Record<string, unknown> }).input;

describe('Replicate image provider', () => {
  it('sends FLUX-style input and returns the downloaded image with its real size', async () => {
    const media = await provider({ extraInput: { output_format: 'png' } }).generate(request(), { seed: 11 });
    expect(media).toMatchObject({ contentType: 'image/png', width: 32, height: 18 });
    expect(sentInput()).toEqual({
      output_format: 'png',
      prompt: 'Establishing shot. A red kite over dunes',
      seed: 11,
      aspect_ratio: '16:9',
    });
  });

  it('sends the source image as a data URI under the configured name, and width/height when asked', async () => {
    const source = await tinyPng(4, 4);
    await provider({
      inputNames: { image: 'input_image', aspectRatio: null, width: 'width', height: 'height' },
    }).generate(request({ sourceImage: source }));
    const input = sentInput();
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

  it('maps a vendor error to a vendor error with the vendor message', async () => {
    fake.api.fail('POST /v1/models/', {
      kind: 'vendor',
      status: 404,
      body: replicateError(404, 'Not found', 'The requested model could not be found'),
    });
    const error = await failure(provider().generate(request()));
    expect(error.reason).toBe('vendor');
    expect(error.message).toBe(
      'Image provider rejected the request: Not found: The requested model could not be found',
    );
  });

  it('times out within the configured time and cancels the prediction', async () => {
    fake.runMode = 'hang';
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 250 }).generate(request()));
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(fake.canceled).toHaveLength(1);
  });

  it('treats an output that is not an image as malformed', async () => {
    fake.outputKind = 'text';
    const error = await failure(provider().generate(request()));
    expect(error.reason).toBe('malformed');
    expect(error.message).toBe('Image provider returned a file that is not an image');
  });
});
