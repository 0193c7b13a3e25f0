import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  openAiError,
  startOpenAiFake,
  type ChatRequestBody,
  type OpenAiFake,
} from '../../../../test/fakes/openai-fake.ts';
import { ProviderError } from '../../provider.ts';
import { createOpenAiTextProvider } from './openai-text.provider.ts';

const API_KEY = 'sk-test-1234567890abcdef';
let fake: OpenAiFake;

beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey: API_KEY });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.api.requests.length = 0;
  fake.finishReason = 'stop';
});

const provider = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  createOpenAiTextProvider({
    baseUrl: fake.url,
    apiKey: API_KEY,
    model: 'gpt-test',
    timeoutMs: 2000,
    maxRetries: 2,
    retryBaseDelayMs: 10,
    ...overrides,
  });

const failure = (promise: Promise<unknown>): Promise<ProviderError> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ProviderError);
      return error as ProviderError;
    },
  );

const lastChat = (): ChatRequestBody => fake.api.received('POST /v1/chat/completions').at(-1)?.json as ChatRequestBody;

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
    fake.chatReply = () => ({
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
    const request = fake.api.received('POST /v1/chat/completions')[0];
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
    fake.chatReply = () => ({
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
    fake.chatReply = () => 'SHOT 1 - WIDE - 2s\nThe harbour wakes.';
    const script = await provider().generateScript({ shots: [shot() as never], prompt: 'make it funny' });
    expect(script).toBe('SHOT 1 - WIDE - 2s\nThe harbour wakes.');
    expect(lastChat().response_format).toBeUndefined();
    expect(lastChat().messages[1]?.content).toContain('make it funny');
  });

  it('parses a script into shots and refuses text that is not a script with an input error', async () => {
    fake.chatReply = () => ({ isScript: true, shots: [shot({ assetNames: ['Tom'] })] });
    await expect(provider().parseScript('SHOT 1 - WIDE')).resolves.toEqual([
      expect.objectContaining({ type: 'wide', assetNames: ['Tom'] }),
    ]);

    fake.chatReply = () => ({ isScript: false, shots: [] });
    const error = await failure(provider().parseScript('shopping list: eggs'));
    expect(error.reason).toBe('input');
  });

  it('repairs split text', async () => {
    fake.chatReply = (body) => {
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

  it('maps a vendor 400 to a vendor error carrying the vendor message', async () => {
    fake.api.fail('POST /v1/chat/completions', {
      kind: 'vendor',
      status: 400,
      body: openAiError("Invalid schema for response_format 'story_assets'"),
    });
    const error = await failure(provider().analyzeStory('story'));
    expect(error.reason).toBe('vendor');
    expect(error.isRetryable).toBe(false);
    expect(error.message).toBe("Text provider rejected the request: Invalid schema for response_format 'story_assets'");
  });

  it('keeps API keys out of authentication error messages', async () => {
    const error = await failure(provider({ apiKey: 'sk-wrong-key-0987654321' }).analyzeStory('story'));
    expect(error.reason).toBe('vendor');
    expect(error.message).toContain('Incorrect API key provided');
    expect(error.message).not.toContain('sk-wro');
    expect(error.message).not.toContain('4321');
  });

  it('times out a hanging server within the configured time', async () => {
    fake.api.fail('POST /v1/chat/completions', { kind: 'hang' });
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 300 }).analyzeStory('story'));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('Text provider timed out');
    expect(error.isRetryable).toBe(true);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('treats unreadable bodies, wrong shapes, non-JSON content and cut-off replies as malformed', async () => {
    fake.api.fail('POST /v1/chat/completions', { kind: 'malformed', body: '<html>oops' });
    expect((await failure(provider().analyzeStory('story'))).reason).toBe('malformed');

    fake.api.fail('POST /v1/chat/completions', { kind: 'malformed', body: '{"choices":[]}' });
    expect((await failure(provider().analyzeStory('story'))).reason).toBe('malformed');

    fake.chatReply = () => 'Sure! Here are the assets: Tom';
    expect((await failure(provider().analyzeStory('story'))).reason).toBe('malformed');

    fake.chatReply = () => ({ assets: [{ name: 'Tom', type: 'dragon', description: '', aliases: [] }] });
    expect((await failure(provider().analyzeStory('story'))).reason).toBe('malformed');

    fake.chatReply = () => ({ assets: [] });
    fake.finishReason = 'length';
    expect((await failure(provider().analyzeStory('story'))).message).toContain('cut off');
  });

  it('retries after a 503 and a dropped connection, then succeeds', async () => {
    fake.api.fail('POST /v1/chat/completions', { kind: 'status', status: 503 });
    fake.api.fail('POST /v1/chat/completions', { kind: 'drop' });
    fake.chatReply = () => ({ firstPart: 'a', secondPart: 'b' });
    await expect(
      provider().repairSplitText({ originalText: 'ab', cutPosition: 1, firstPart: 'a', secondPart: 'b' }),
    ).resolves.toEqual({ firstPart: 'a', secondPart: 'b' });
    expect(fake.api.received('POST /v1/chat/completions')).toHaveLength(3);
  });

  it('gives up after maxRetries with an unavailable error', async () => {
    fake.api.fail('POST /v1/chat/completions', { kind: 'status', status: 502, body: 'Bad gateway' }, 3);
    const error = await failure(provider().analyzeStory('story'));
    expect(error.reason).toBe('unavailable');
    expect(error.message).toBe('Text provider is unavailable (HTTP 502): Bad gateway');
    expect(fake.api.received('POST /v1/chat/completions')).toHaveLength(3);
  });

  it('stops when the caller aborts, with the caller reason rather than a provider error', async () => {
    fake.api.fail('POST /v1/chat/completions', { kind: 'hang' });
    const controller = new AbortController();
    const pending = provider().analyzeStory('story', { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('user cancelled')), 50);
    await expect(pending).rejects.toThrow('user cancelled');
  });

  it('describes itself honestly', () => {
    expect(provider().info).toMatchObject({ id: 'openai', kind: 'text', isLocal: true });
    const remote = createOpenAiTextProvider({ model: 'gpt-4o-mini', timeoutMs: 1000, maxRetries: 0 });
    expect(remote.info.isLocal).toBe(false);
  });
});
