import { beforeEach, describe, expect, it } from 'vitest';
import { describeAdapterContract, providerFailure, useFake } from '../../../../test/fakes/adapter-contract.ts';
import { openAiContract, startOpenAiFake, type ChatRequestBody } from '../../../../test/fakes/openai-fake.ts';
import { createOpenAiTextProvider, type OpenAiTextOptions } from './openai-text.provider.ts';

const API_KEY = 'sk-test-1234567890abcdef';
const CHAT = 'POST /v1/chat/completions';
const fake = useFake(() => startOpenAiFake({ apiKey: API_KEY }));
const TOM = { name: 'Tom', type: 'character', description: 'A fisherman', aliases: [] };

beforeEach(() => {
  fake().chatReply = () => ({ assets: [TOM] });
});

const provider = (overrides: Partial<OpenAiTextOptions> = {}) =>
  createOpenAiTextProvider({ ...fake().adapterOptions, model: 'gpt-test', ...overrides });

const reply = (content: unknown) => () => {
  fake().chatReply = () => content;
};

describeAdapterContract({
  name: 'OpenAI-compatible text provider',
  label: 'Text provider',
  vendor: openAiContract(fake, CHAT),
  call: (options, context) => provider(options).analyzeStory('Tom fishes.', context),
  succeeded: (assets) => expect(assets).toEqual([TOM]),
  malformed: [
    {
      name: 'an unreadable body',
      arrange: () => fake().api.fail(CHAT, { kind: 'malformed', body: '<html>oops' }),
      message: 'Text provider sent a response that is not JSON',
    },
    {
      name: 'a completion without choices',
      arrange: () => fake().api.fail(CHAT, { kind: 'malformed', body: '{"choices":[]}' }),
      message: 'Text provider sent an unexpected response at choices',
    },
    {
      name: 'content that is not JSON',
      arrange: reply('Sure! Here are the assets: Tom'),
      message: 'Text provider replied with text that is not JSON',
    },
    {
      name: 'JSON of the wrong shape',
      arrange: reply({ assets: [{ ...TOM, type: 'dragon' }] }),
      message: 'Text provider replied with JSON that does not match the requested shape',
    },
    {
      name: 'a reply cut off at the length limit',
      arrange: () => {
        fake().finishReason = 'length';
      },
      message: 'Text provider reply was cut off before it was complete',
    },
  ],
  inputErrors: [
    {
      name: 'an empty script',
      call: (options) => provider(options).parseScript('  '),
      message: 'The script is empty',
    },
  ],
});

const lastChat = (): ChatRequestBody => fake().api.received(CHAT).at(-1)?.json as ChatRequestBody;

const shot = (overrides: Record<string, unknown> = {}) => ({
  type: 'wide',
  description: 'A harbour at dawn',
  action: 'Boats rock',
  duration: 2,
  cameraMotion: 'pan_left',
  assetNames: [],
  dialogue: null,
  ...overrides,
});

describe('OpenAI-compatible text provider', () => {
  it('analyzes a story through a strict JSON schema and cleans names and aliases', async () => {
    fake().chatReply = () => ({
      assets: [
        { name: ' Old Tom ', type: 'character', description: 'A fisherman', aliases: ['The Fisherman', 'old tom', ''] },
        { name: 'old tom', type: 'character', description: 'duplicate', aliases: [] },
        { name: 'Harbour', type: 'location', description: 'Grey stone quay', aliases: [] },
      ],
    });
    const assets = await provider().analyzeStory('Old Tom walked to the harbour.', { seed: 7 });

    expect(assets).toEqual([
      { name: 'Old Tom', type: 'character', description: 'A fisherman', aliases: ['the fisherman'] },
      { name: 'Harbour', type: 'location', description: 'Grey stone quay', aliases: [] },
    ]);
    const request = fake().api.received(CHAT)[0];
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = lastChat();
    expect(body.model).toBe('gpt-test');
    expect(body.seed).toBe(7);
    expect(body.messages[1]).toEqual({ role: 'user', content: 'Old Tom walked to the harbour.' });
    expect(body.response_format?.type).toBe('json_schema');
    expect(body.response_format?.json_schema).toMatchObject({
      name: 'story_assets',
      strict: true,
      schema: { type: 'object', required: ['assets'], additionalProperties: false },
    });
    expect(JSON.stringify(body.response_format?.json_schema?.schema)).not.toContain('$schema');
  });

  it('breaks a story into shots with known asset names and durations scaled to the target', async () => {
    fake().chatReply = () => ({
      shots: [
        shot({ assetNames: ['the fisherman', 'Unknown Ghost'], duration: 2 }),
        shot({ type: 'close', duration: 6, assetNames: ['HARBOUR'], dialogue: ' Morning! ' }),
      ],
    });
    const shots = await provider().breakdownShots({
      story: 'Old Tom greets the harbour.',
      assets: [
        { name: 'Old Tom', type: 'character', aliases: ['the fisherman'] },
        { name: 'Harbour', type: 'location', aliases: [] },
      ],
      targetDuration: 16,
    });

    expect(shots).toEqual([
      expect.objectContaining({ type: 'wide', duration: 4, assetNames: ['Old Tom'], cameraMotion: 'pan_left' }),
      expect.objectContaining({ type: 'close', duration: 12, assetNames: ['Harbour'], dialogue: 'Morning!' }),
    ]);
    expect(shots[0]).not.toHaveProperty('dialogue');
    const schema = JSON.stringify(lastChat().response_format?.json_schema?.schema);
    expect(schema).toContain('"extreme_close"');
    expect(schema).toContain('"zoom_in"');
    expect(JSON.parse(lastChat().messages[1]?.content ?? '{}')).toMatchObject({ targetDurationSeconds: 16 });
  });

  it('writes a script as plain text without a response format', async () => {
    fake().chatReply = () => 'SHOT 1 - WIDE - 2s\nThe harbour wakes.';
    const script = await provider().generateScript({ shots: [shot() as never], prompt: 'make it funny' });
    expect(script).toBe('SHOT 1 - WIDE - 2s\nThe harbour wakes.');
    expect(lastChat().response_format).toBeUndefined();
    expect(lastChat().messages[1]?.content).toContain('make it funny');
  });

  it('parses a script into shots and refuses text that is not a script with an input error', async () => {
    fake().chatReply = () => ({ isScript: true, shots: [shot({ assetNames: ['Tom'] })] });
    await expect(provider().parseScript('SHOT 1 - WIDE')).resolves.toEqual([
      expect.objectContaining({ type: 'wide', assetNames: ['Tom'] }),
    ]);

    fake().chatReply = () => ({ isScript: false, shots: [] });
    const error = await providerFailure(provider().parseScript('shopping list: eggs'));
    expect(error.reason).toBe('input');
  });

  it('repairs split text', async () => {
    fake().chatReply = (body) => {
      const request = JSON.parse(body.messages[1]?.content ?? '{}') as { firstPart: string };
      expect(request.firstPart).toBe('The boat sai');
      return { firstPart: 'The boat sails. ', secondPart: ' It rains.' };
    };
    await expect(
      provider().repairSplitText({
        originalText: 'The boat sails. It rains.',
        cutPosition: 12,
        firstPart: 'The boat sai',
        secondPart: 'ls. It rains.',
      }),
    ).resolves.toEqual({ firstPart: 'The boat sails.', secondPart: 'It rains.' });
  });

  it('translates lines one for one, and refuses a reply with a line missing', async () => {
    fake().chatReply = (body) => {
      expect(body.response_format?.json_schema?.name).toBe('translated_lines');
      const request = JSON.parse(body.messages[1]?.content ?? '{}') as { from: string; to: string; lines: string[] };
      expect(request).toEqual({ from: 'en', to: 'de', lines: ['Hold the rope.', 'The tide is in.'] });
      return { lines: [' Halt das Seil. ', 'Die Flut ist da.'] };
    };
    const lines = ['Hold the rope.', 'The tide is in.'];
    await expect(provider().translateLines({ lines, from: 'en', to: 'de' })).resolves.toEqual([
      'Halt das Seil.',
      'Die Flut ist da.',
    ]);
    fake().chatReply = () => ({ lines: ['Halt das Seil.'] });
    const error = await providerFailure(provider().translateLines({ lines, from: 'en', to: 'de' }));
    expect(error.reason).toBe('malformed');
    await expect(provider().translateLines({ lines: [], from: 'en', to: 'de' })).resolves.toEqual([]);
  });

  it('describes itself honestly', () => {
    expect(provider().info).toMatchObject({ id: 'openai', kind: 'text', isLocal: true });
    const remote = createOpenAiTextProvider({ model: 'gpt-4o-mini', timeoutMs: 1000, maxRetries: 0 });
    expect(remote.info.isLocal).toBe(false);
  });
});
