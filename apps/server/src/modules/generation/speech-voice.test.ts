import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import type { SpeechVoice } from '../../providers/speech/speech-provider.ts';
import { assertOfferedVoice } from './speech-voice.ts';

/** A speech provider offering `voices`; asked for a language, those whose tag starts with it. */
function providerOf(voices: SpeechVoice[]) {
  const asked: Array<string | undefined> = [];
  return {
    asked,
    async listVoices(language?: string) {
      asked.push(language);
      return language ? voices.filter((voice) => voice.language.split('-')[0] === language) : voices;
    },
  };
}

const voice = (id: string, language: string): SpeechVoice => ({ id, name: id, language });

async function refusalOf(promise: Promise<void>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).details;
}

describe('assertOfferedVoice', () => {
  const offered = [voice('en+m1', 'en'), voice('en-us+f2', 'en-US'), voice('de+m1', 'de')];

  it('lets no voice through without asking, and any voice the provider offers (of any language)', async () => {
    const provider = providerOf(offered);
    await assertOfferedVoice(provider, undefined, 'en');
    await assertOfferedVoice(provider, '', 'en');
    expect(provider.asked).toEqual([]);
    await assertOfferedVoice(provider, 'en-us+f2', 'en');
    await assertOfferedVoice(provider, 'de+m1', 'en');
  });

  it("refuses another voice on `voice`, listing the voices for the line's language", async () => {
    expect(await refusalOf(assertOfferedVoice(providerOf(offered), 'narrator-warm', 'en'))).toEqual([
      { field: 'voice', message: 'Unknown voice "narrator-warm". Voices for en: en+m1, en-us+f2' },
    ]);
    // Ids are compared exactly, as listVoices gives them.
    expect(await refusalOf(assertOfferedVoice(providerOf(offered), 'EN+M1', 'en'))).toHaveLength(1);
  });

  it('lists every voice (the first 40, then a count) when none speaks the language', async () => {
    const many = Array.from({ length: 45 }, (_, index) => voice(`v${index}`, 'fr'));
    const [detail] = (await refusalOf(assertOfferedVoice(providerOf(many), 'x', 'xx')))!;
    expect(detail!.message).toMatch(
      /^Unknown voice "x"\. Voices offered: v0, v1, .*, v39 and 5 more \(GET \/api\/speech\/voices\)$/,
    );
  });

  it('says there is no choice when the provider offers no voices', async () => {
    expect(await refusalOf(assertOfferedVoice(providerOf([]), 'alloy', 'en'))).toEqual([
      { field: 'voice', message: 'The speech provider offers no choice of voice: leave voice out' },
    ]);
  });
});
