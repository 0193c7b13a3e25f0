import { describe, expect, it } from 'vitest';
import { renderSketch } from '@sym/sketch-renderer';
import { ProviderError } from '../../provider.ts';
import type { ImageRequest } from '../image-provider.ts';
import { createLocalImageProvider } from './local-image.provider.ts';

const provider = createLocalImageProvider();
const fox = { id: 'char-fox', name: 'Fox', type: 'character', description: 'a sly red fox' } as const;
const shot = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: 'The fox waits in the forest',
  width: 320,
  height: 180,
  shotType: 'medium',
  references: [fox],
  ...overrides,
});

describe('local image provider (adapter over @sym/sketch-renderer)', () => {
  it('declares itself honestly as a local, non-AI renderer', () => {
    expect(provider.info).toMatchObject({ id: 'local', kind: 'image', isLocal: true, creditsPerUnit: 1 });
    expect(provider.info.name).toContain('no AI');
    expect(provider.info.capabilities).toMatchObject({ referenceImages: true, maxSide: 4096 });
  });

  it("answers with the renderer's picture for the call's seed", async () => {
    const result = await provider.generate(shot(), { seed: 7 });
    const drawn = await renderSketch(shot(), { seed: 7 });
    expect(result).toMatchObject({ contentType: 'image/png', width: 320, height: 180 });
    expect(Buffer.from(result.bytes).equals(Buffer.from(drawn.bytes))).toBe(true);
  });

  it("turns the renderer's refusals into input errors of the provider", async () => {
    await expect(provider.generate(shot({ width: 0 }))).rejects.toBeInstanceOf(ProviderError);
    await expect(provider.generate(shot({ width: 10_000 }))).rejects.toMatchObject({
      reason: 'input',
      isRetryable: false,
      message: 'The local renderer draws at most 4096 pixels per side.',
    });
    const broken = { ...fox, image: new Uint8Array([1, 2, 3, 4]) };
    await expect(provider.generate(shot({ references: [broken] }))).rejects.toMatchObject({
      name: 'ProviderError',
      reason: 'input',
    });
  });

  it('passes progress and cancellation through', async () => {
    const seen: number[] = [];
    await provider.generate(shot(), { onProgress: (percent) => seen.push(percent) });
    expect(seen.at(-1)).toBe(100);
    const aborted = new AbortController();
    aborted.abort();
    await expect(provider.generate(shot(), { signal: aborted.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
