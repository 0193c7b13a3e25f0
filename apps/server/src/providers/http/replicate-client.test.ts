import { describe, expect, it } from 'vitest';
import { useFake } from '../../../test/fakes/adapter-contract.ts';
import { startReplicateFake } from '../../../test/fakes/replicate-fake.ts';
import { ProviderError } from '../provider.ts';
import { logsPercent, mapReplicateInput, outputUrl, ReplicateClient, resolveInputNames } from './replicate-client.ts';

/**
 * What is particular to the client: routes, versions, polling and outputs. Timeouts, cancelling, vendor errors,
 * retries and malformed predictions are the adapter contract, run through each Replicate adapter.
 */
const fake = useFake(startReplicateFake);

const client = (overrides: Partial<ConstructorParameters<typeof ReplicateClient>[0]> = {}) =>
  new ReplicateClient({
    label: 'Image provider',
    ...fake().adapterOptions,
    model: 'black-forest-labs/flux-schnell',
    ...overrides,
  });

describe('Replicate client', () => {
  it('creates a prediction on the model, polls it with the token and downloads the output without it', async () => {
    const progress: number[] = [];
    const file = await client().predictFile({ prompt: 'a cat' }, { onProgress: (percent) => progress.push(percent) });

    expect(file.contentType).toBe('image/png');
    const [create] = fake().api.received('POST /v1/models/black-forest-labs/flux-schnell/predictions');
    expect(create?.json).toEqual({ input: { prompt: 'a cat' } });
    expect(create?.headers.authorization).toBe(`Bearer ${fake().token}`);
    expect(create?.headers.prefer).toBeUndefined();
    expect(fake().api.received('GET /v1/predictions/')).toHaveLength(2);
    expect(progress).toEqual([0, 50, 100]);
    expect(fake().files.requests).toHaveLength(1);
    expect(fake().files.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('keeps a held prediction processing, reporting its progress, until the fake releases it', async () => {
    fake().runMode = 'hold';
    const progress: number[] = [];
    const file = client().predictFile({ prompt: 'a fox' }, { onProgress: (percent) => progress.push(percent) });
    await expect.poll(() => fake().api.received('GET /v1/predictions/').length).toBeGreaterThanOrEqual(3);
    expect(progress.at(-1)).toBe(50);
    expect(fake().release()).toBe(1);
    expect((await file).contentType).toBe('image/png');
    expect(progress.at(-1)).toBe(100);
  });

  it('uses POST /predictions with the version for "owner/name:version" and honours Prefer: wait', async () => {
    const version = 'f559560eb822dc509045f3921a1921234918b91739db4bf3daab2169b71c7a13';
    await client({ model: `jaaari/kokoro-82m:${version}`, preferWaitSeconds: 30 }).predictFile({ text: 'hi' }, {});
    const [create] = fake().api.received('POST /v1/predictions');
    expect(create?.json).toEqual({ version, input: { text: 'hi' } });
    expect(create?.headers.prefer).toBe('wait=30');
    // Finished in the create call: no polling needed.
    expect(fake().api.received('GET /v1/predictions/')).toHaveLength(0);
  });

  it('runs community models by their latest version when the by-name endpoint answers 404', async () => {
    const latest = 'a'.repeat(64);
    fake().communityModels.set('jaaari/kokoro-82m', latest);
    const kokoro = client({ model: 'jaaari/kokoro-82m' });
    await kokoro.predictFile({ text: 'one' }, {});
    await kokoro.predictFile({ text: 'two' }, {});
    expect(fake().api.received('POST /v1/models/jaaari/kokoro-82m/predictions')).toHaveLength(1);
    expect(fake().api.received('GET /v1/models/jaaari/kokoro-82m')).toHaveLength(1);
    const versioned = fake()
      .api.received('POST /v1/predictions')
      .map((request) => request.json);
    expect(versioned).toEqual([
      { version: latest, input: { text: 'one' } },
      { version: latest, input: { text: 'two' } },
    ]);
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
