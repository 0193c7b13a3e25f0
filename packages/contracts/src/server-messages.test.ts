import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES } from './api/exports.ts';
import { GENERATION_MESSAGES } from './api/generation.ts';
import { parseServerMessage, SERVER_MESSAGES, serverMessage, type ServerMessageCode } from './server-messages.ts';

const SAMPLE: Record<string, string | number> = {
  plan: 'Motion Maker Pro',
  credits: 250,
  reference: 'pay_123',
  shot: 3,
  asset: 'Ada',
  variant: 'Default',
  name: 'Harbour at dawn',
  text: 'Hello there',
  reason: 'Cancelled',
  needed: 8,
  balance: 2,
  limit: 10,
  tier: 'Sym',
  pro: 'Motion Maker Pro',
  proLimit: 10,
  error: 'ffmpeg could not be started',
  edition: 'Motion Maker Pro',
  feature: 'lip sync',
  role: 'viewer',
};

describe('server messages', () => {
  it.each(Object.keys(SERVER_MESSAGES) as ServerMessageCode[])('%s reads back from its English text', (code) => {
    const names = [...SERVER_MESSAGES[code].matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const params = Object.fromEntries(names.map((name) => [name, SAMPLE[name]!]));
    const message = serverMessage(code, params);
    expect(message.text).not.toMatch(/\{\w+\}/);
    const parsed = parseServerMessage(message.text);
    expect(parsed.code).toBe(code);
    for (const name of names) expect(parsed.params[name]).toEqual(params[name]);
  });

  it('keeps the texts the server wrote before codes existed', () => {
    expect(serverMessage('credits.insufficient', { needed: 8, balance: 2 }).text).toBe(
      GENERATION_MESSAGES.insufficientCredits.replace('{needed}', '8').replace('{balance}', '2'),
    );
    expect(serverMessage('job.imageFailed').text).toBe(GENERATION_MESSAGES.generateImageFailed);
    expect(serverMessage('job.cancelled').text).toBe(GENERATION_MESSAGES.cancelled);
    expect(SERVER_MESSAGES['export.failed']).toBe(EXPORT_MESSAGES.exportFailed);
    expect(
      serverMessage('limitUpgradeUnlimited.projects', { limit: 10, tier: 'Sym', pro: 'Motion Maker Pro' }).text,
    ).toBe('Project limit reached (10 on Sym). Upgrade to Motion Maker Pro for unlimited projects.');
  });

  it('parses a refund with the code of its reason', () => {
    expect(parseServerMessage('Refund: Failed to generate video. Please try again.').params).toEqual({
      reason: 'Failed to generate video. Please try again.',
      reasonCode: 'job.videoFailed',
    });
    expect(parseServerMessage('Refund: vendor said no').params).toEqual({
      reason: 'vendor said no',
      reasonCode: 'text',
      text: 'vendor said no',
    });
  });

  it('tells a shot from a preview named like one, and keeps unknown texts', () => {
    expect(parseServerMessage('Image: shot 12')).toMatchObject({ code: 'usage.shotImage', params: { shot: 12 } });
    expect(parseServerMessage('Image: shot of a cat')).toMatchObject({
      code: 'usage.previewImage',
      params: { name: 'shot of a cat' },
    });
    expect(parseServerMessage('Welcome bonus')).toEqual({
      code: 'text',
      params: { text: 'Welcome bonus' },
      text: 'Welcome bonus',
    });
  });
});
