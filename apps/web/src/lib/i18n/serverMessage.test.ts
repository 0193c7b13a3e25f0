import { SERVER_MESSAGES } from '@sym/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../../app/i18n';
import en from '../../locales/en.json';
import { ApiError, errorMessageOf } from '../errors';
import { translateServerMessage } from './serverMessage';

const LIMIT = {
  code: 'FORBIDDEN' as const,
  message: 'Project limit reached (10 on Sym). Upgrade to Motion Maker Pro for unlimited projects.',
  messageCode: 'limitUpgradeUnlimited.projects',
  messageParams: { limit: 10, tier: 'Sym', pro: 'Motion Maker Pro' },
};

describe('server messages in the browser', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('has the English of every code exactly as the server writes it', () => {
    const section = en.serverMessages as Record<string, unknown>;
    for (const [code, text] of Object.entries(SERVER_MESSAGES)) {
      const value = code.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], section);
      expect(value, code).toBe(text.replace(/\{(\w+)\}/g, '{{$1}}'));
    }
  });

  // The browser knows a code by its English text (serverMessage.ts), so a text for anything else would pass as one.
  it('has English texts for the server codes only', () => {
    const textPaths = (node: unknown, path: string[] = []): string[] =>
      typeof node === 'string'
        ? [path.join('.')]
        : Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => textPaths(child, [...path, key]));
    expect(textPaths(en.serverMessages).sort()).toEqual(Object.keys(SERVER_MESSAGES).sort());
  });

  it('translates a limit refusal and keeps the server text for an unknown code', async () => {
    await i18nReady;
    expect(errorMessageOf(ApiError.fromBody(LIMIT, 403))).toBe(LIMIT.message);
    await i18n.changeLanguage('de');
    expect(errorMessageOf(ApiError.fromBody(LIMIT, 403))).toBe(
      'Projektlimit erreicht (10 bei Sym). Mit Motion Maker Pro hast du unbegrenzt viele Projekte.',
    );
    expect(translateServerMessage(i18n.t, { text: 'Vendor said no', code: 'nope', params: {} })).toBe('Vendor said no');
    expect(
      translateServerMessage(i18n.t, {
        text: 'Refund: Failed to generate video. Please try again.',
        code: 'usage.refund',
        params: { reason: 'Failed to generate video. Please try again.', reasonCode: 'job.videoFailed' },
      }),
    ).toBe('Erstattung: Das Video konnte nicht generiert werden. Bitte versuche es erneut.');
  });
});
