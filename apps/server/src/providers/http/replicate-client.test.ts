import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { replicateError, startReplicateFake, type ReplicateFake } from '../../../test/fakes/replicate-fake.ts';
import { ProviderError } from '../provider.ts';
import { logsPercent, mapReplicateInput, outputUrl, ReplicateClient, resolveInputNames } from './replicate-client.ts';

let fake: ReplicateFake;

beforeAll(async () => {
  fake = await startReplicateFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.api.requests.length = 0;
  fake.files.requests.length = 0;
  fake.canceled.length = 0;
  fake.runMode = 'ok';
  fake.outputKind = 'png';
  fake.outputShape = 'string';
  fake.pollsUntilDone = 2;
});

const client = (overrides: Partial<ConstructorParameters<typeof ReplicateClient>[0]> = {}) =>
  new ReplicateClient({
    label: 'Image provider',
    baseUrl: fake.url,
    apiToken: fake.token,
    model: 'black-forest-labs/flux-schnell',
    timeoutMs: 3000,
    pollIntervalMs: 20,
    retryBaseDelayMs: 10,
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

describe('Replicate client', () => {
  it('creates a prediction on the model, polls it with the token and downloads the output without it', async () => {
    const progress: number[] = [];
    const file = await client().predictFile({ prompt: 'a cat' }, { onProgress: (percent) => progress.push(percent) });

    expect(file.contentType).toBe('image/png');
    const [create] = fake.api.received('POST /v1/models/black-forest-labs/flux-schnell/predictions');
    expect(create?.json).toEqual({ input: { prompt: 'a cat' } });
    expect(create?.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(create?.headers.prefer).toBeUndefined();
    expect(fake.api.received('GET /v1/predictions/')).toHaveLength(2);
    expect(progress).toEqual([0, 50, 100]);
    expect(fake.files.requests).toHaveLength(1);
    expect(fake.files.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('uses POST /predictions with the version for "owner/name:version" and honours Prefer: wait', async () => {
    const version = 'f559560eb822dc509045f3921a1921234918b91739db4bf3daab2169b71c7a13';
    await client({ model: `jaaari/kokoro-82m:${version}`, preferWaitSeconds: 30 }).predictFile({ text: 'hi' }, {});
    const [create] = fake.api.received('POST /v1/predictions');
    expect(create?.json).toEqual({ version, input: { text: 'hi' } });
    expect(create?.headers.prefer).toBe('wait=30');
    // Finished in the create call: no polling needed.
    expect(fake.api.received('GET /v1/predictions/')).toHaveLength(0);
  });

  it('runs community models by their latest version when the by-name endpoint answers 404', async () => {
    const latest = 'a'.repeat(64);
    fake.communityModels.set('jaaari/kokoro-82m', latest);
    const kokoro = client({ model: 'jaaari/kokoro-82m' });
    await kokoro.predictFile({ text: 'one' }, {});
    await kokoro.predictFile({ text: 'two' }, {});
    expect(fake.api.received('POST /v1/models/jaaari/kokoro-82m/predictions')).toHaveLength(1);
    expect(fake.api.received('GET /v1/models/jaaari/kokoro-82m')).toHaveLength(1);
    const versioned = fake.api.received('POST /v1/predictions').map((request) => request.json);
    expect(versioned).toEqual([
      { version: latest, input: { text: 'one' } },
      { version: latest, input: { text: 'two' } },
    ]);
    fake.communityModels.clear();
  });

  it('cancels the prediction when the caller aborts', async () => {
    fake.runMode = 'hang';
    const controller = new AbortController();
    const pending = client().predictFile({ prompt: 'x' }, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('user cancelled')), 120);
    await expect(pending).rejects.toThrow('user cancelled');
    expect(fake.canceled).toHaveLength(1);
    expect(fake.predictions.get(fake.canceled[0] ?? '')?.status).toBe('canceled');
  });

  it('times out within the configured time and cancels the prediction', async () => {
    fake.runMode = 'hang';
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 300 }).predictFile({ prompt: 'x' }, {}));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('Image provider timed out');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(fake.canceled).toHaveLength(1);
  });

  it('reports failed predictions with the first line of the model error', async () => {
    fake.runMode = 'fail';
    const error = await failure(client().predictFile({ prompt: 'x' }, {}));
    expect(error.reason).toBe('vendor');
    expect(error.message).toBe('Image provider failed: CUDA out of memory. Tried to allocate 1.00 GiB');
    expect(fake.canceled).toHaveLength(0);
  });

  it('maps problem+json errors and keeps the token out of messages', async () => {
    fake.api.fail('POST /v1/models/', {
      kind: 'vendor',
      status: 422,
      body: replicateError(422, 'Input validation failed', '- input.prompt: Invalid type. Expected: string'),
    });
    const invalid = await failure(client().predictFile({ prompt: 1 }, {}));
    expect(invalid.message).toBe(
      'Image provider rejected the request: Input validation failed: - input.prompt: Invalid type. Expected: string',
    );

    fake.api.fail('POST /v1/models/', {
      kind: 'vendor',
      status: 401,
      body: replicateError(401, 'Unauthenticated', `Invalid token ${fake.token}`),
    });
    const unauthorized = await failure(client().predictFile({ prompt: 'x' }, {}));
    expect(unauthorized.reason).toBe('vendor');
    expect(unauthorized.message).not.toContain(fake.token);
    expect(unauthorized.message).toContain('Unauthenticated');
  });

  it('retries a 503 while polling and a 429 on create honouring Retry-After', async () => {
    fake.api.fail('POST /v1/models/', {
      kind: 'vendor',
      status: 429,
      body: replicateError(429, 'Too Many Requests', 'Request was throttled.'),
      headers: { 'retry-after': '0' },
    });
    fake.api.fail('GET /v1/predictions/', { kind: 'status', status: 503 });
    await expect(client().predictFile({ prompt: 'x' }, {})).resolves.toMatchObject({ contentType: 'image/png' });
    expect(fake.api.received('POST /v1/models/')).toHaveLength(2);
  });

  it('treats odd predictions and missing outputs as malformed', async () => {
    fake.api.fail('POST /v1/models/', { kind: 'malformed', body: '{"id":"x","status":"thinking"}' });
    expect((await failure(client().predictFile({}, {}))).reason).toBe('malformed');

    fake.runMode = 'no-output';
    const error = await failure(client().predictFile({}, {}));
    expect(error.reason).toBe('malformed');
    expect(error.message).toBe('Image provider finished without an output file');
  });

  it('reads outputs of every shape and percentages from logs', () => {
    expect(outputUrl('https://x.test/a.png')).toBe('https://x.test/a.png');
    expect(outputUrl(['not a url', 'https://x.test/b.png'])).toBe('https://x.test/b.png');
    expect(outputUrl({ audio_out: 'data:audio/wav;base64,AA==' })).toBe('data:audio/wav;base64,AA==');
    expect(outputUrl(null)).toBeUndefined();
    expect(logsPercent('step\n 12%|█  | 1/8\n 37%|███ | 3/8')).toBe(37);
    expect(logsPercent('no numbers')).toBeUndefined();
  });

  it('maps logical input fields to the model names, leaving out nulls and undefined values', () => {
    const names = resolveInputNames(
      { image: 'image', prompt: 'prompt', seed: 'seed', fps: null, duration: 'duration' },
      { image: 'start_image', seed: null },
      { duration: 'seconds' },
    );
    const input = mapReplicateInput({ image: 'data:', prompt: 'p', seed: 4, fps: 8, duration: 5 }, names, {
      mode: 'pro',
    });
    expect(input).toEqual({ mode: 'pro', start_image: 'data:', prompt: 'p', seconds: 5 });
  });

  it('refuses a model that is not owner/name[:version]', () => {
    expect(() => client({ model: 'flux' })).toThrow(ProviderError);
  });
});
