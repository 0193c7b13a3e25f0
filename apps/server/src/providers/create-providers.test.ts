import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.ts';
import { createProviders } from './create-providers.ts';
import { pricingOf } from './registry.ts';

const configWith = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/sym-providers-test', ...env });

describe('provider registry', () => {
  it('uses the local providers by default and prices from them', () => {
    const registry = createProviders(configWith({}));
    expect(Object.values(registry).map((provider) => provider.info.id)).toEqual([
      'local',
      'local',
      'local',
      'local',
      'local',
    ]);
    const pricing = pricingOf(registry);
    expect(pricing.items.find((item) => item.kind === 'image')).toMatchObject({ credits: 1, unit: 'image' });
    expect(pricing.items.find((item) => item.kind === 'video')).toMatchObject({ credits: 3, unit: 'clip' });
    // An administrator's price wins over the provider's.
    expect(pricingOf(registry, { video: 7 }).items.find((item) => item.kind === 'video')?.credits).toBe(7);
    expect(registry.lipsync.info.name).toMatch(/does not move mouths/);
  });

  it('picks the remote adapter each setting names', () => {
    const registry = createProviders(
      configWith({
        TEXT_PROVIDER: 'openai',
        IMAGE_PROVIDER: 'replicate',
        VIDEO_PROVIDER: 'replicate',
        SPEECH_PROVIDER: 'openai',
        LIPSYNC_PROVIDER: 'replicate',
        REPLICATE_API_TOKEN: 'r8_test',
        OPENAI_API_KEY: 'sk-test',
      }),
    );
    expect(registry.text.info.id).toBe('openai');
    expect(registry.image.info.id).toBe('replicate');
    expect(registry.speech.info.id).toBe('openai');
    expect(registry.lipsync.info.id).toBe('replicate');
  });

  it('says which setting is missing for a chosen remote provider', () => {
    expect(() => createProviders(configWith({ IMAGE_PROVIDER: 'replicate' }))).toThrow(/REPLICATE_API_TOKEN/);
    expect(() => createProviders(configWith({ VIDEO_PROVIDER: 'comfyui' }))).toThrow(/COMFYUI_VIDEO_WORKFLOW/);
  });

  it('speaks with ElevenLabs, the speech provider that can clone, once its key is set', () => {
    expect(() => createProviders(configWith({ SPEECH_PROVIDER: 'elevenlabs' }))).toThrow(/ELEVENLABS_API_KEY/);
    const registry = createProviders(configWith({ SPEECH_PROVIDER: 'elevenlabs', ELEVENLABS_API_KEY: 'sk_test' }));
    expect(registry.speech.info).toMatchObject({
      id: 'elevenlabs',
      name: 'ElevenLabs speech (eleven_multilingual_v2)',
      capabilities: { canClone: true },
    });
    expect(typeof registry.speech.cloneVoice).toBe('function');
    expect(createProviders(configWith({})).speech.cloneVoice).toBeUndefined();
  });
});
