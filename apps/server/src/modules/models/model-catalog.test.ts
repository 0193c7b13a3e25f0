import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.ts';
import { createProviders, providerFactories } from '../../providers/create-providers.ts';
import { ModelCatalog } from './model-catalog.ts';

const catalogOf = (env: Record<string, string>) => {
  const config = loadConfig({ DATA_DIR: '/tmp/sym-models-test', ...env });
  return ModelCatalog.build(config, createProviders(config), providerFactories(config));
};

describe('model catalog', () => {
  it('offers the default of each kind, using the registry provider', () => {
    const catalog = catalogOf({});
    expect(catalog.entries().map((entry) => [entry.id, entry.isDefault])).toEqual([
      ['image:local', true],
      ['video:local', true],
      ['speech:local', true],
      ['text:local', true],
      ['lipsync:local', true],
    ]);
    expect(catalog.comfyOf('image')).toBeUndefined();
  });

  it('adds the *_MODELS entries, with their vendor models, once each', () => {
    const catalog = catalogOf({
      IMAGE_PROVIDER: 'replicate',
      REPLICATE_API_TOKEN: 'r8_test',
      IMAGE_MODELS: 'replicate:black-forest-labs/flux-schnell, replicate:owner/model:0123abcd, comfyui, local',
      SPEECH_MODELS: 'openai:gpt-4o-mini-tts',
    });
    expect(catalog.entries('image').map((entry) => entry.id)).toEqual([
      'image:replicate:black-forest-labs/flux-schnell',
      'image:replicate:owner/model:0123abcd',
      'image:comfyui',
      'image:local',
    ]);
    expect(catalog.find('image', 'image:replicate:owner/model:0123abcd')?.model).toBe('owner/model:0123abcd');
    expect(catalog.find('video', 'image:local')).toBeUndefined();
    expect(catalog.comfyOf('image')?.provider.info.id).toBe('comfyui');
    expect(catalog.find('speech', 'speech:openai:gpt-4o-mini-tts')?.provider.info.id).toBe('openai');
  });

  it('names the default by its model setting, so a list entry of the same model is the same model', () => {
    const catalog = catalogOf({
      SPEECH_PROVIDER: 'elevenlabs',
      ELEVENLABS_API_KEY: 'xi-test',
      SPEECH_MODELS: 'elevenlabs:eleven_multilingual_v2, elevenlabs:eleven_flash_v2_5',
    });
    expect(catalog.entries('speech').map((entry) => [entry.id, entry.isDefault])).toEqual([
      ['speech:elevenlabs:eleven_multilingual_v2', true],
      ['speech:elevenlabs:eleven_flash_v2_5', false],
    ]);
    expect(catalog.entries('speech')[1]!.provider.info.name).toBe('ElevenLabs speech (eleven_flash_v2_5)');
  });

  it('refuses an entry whose provider does not make the kind', () => {
    expect(() => catalogOf({ LIPSYNC_MODELS: 'openai' })).toThrow(/LIPSYNC_MODELS/);
  });
});
