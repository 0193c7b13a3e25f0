import { GENERATION_MESSAGES, formatMessage } from '@sym/contracts';
import { validationError } from '../../errors/app-error.ts';
import type { SpeechProvider } from '../../providers/speech/speech-provider.ts';

/** How many voice ids a refusal names; the rest are counted (GET /api/speech/voices lists them all). */
const LISTED_VOICES_MAX = 40;

function listOf(ids: readonly string[]): string {
  const shown = ids.slice(0, LISTED_VOICES_MAX).join(', ');
  const rest = ids.length - LISTED_VOICES_MAX;
  return rest > 0 ? `${shown} and ${rest} more (GET /api/speech/voices)` : shown;
}

/**
 * Refuses (422 on `voice`) a voice the speech provider does not offer, before any job is queued or credit
 * reserved: the message lists the voices offered for the line's language (else every voice). No voice given:
 * nothing to check, the provider picks its voice for the language.
 */
export async function assertOfferedVoice(
  speech: Pick<SpeechProvider, 'listVoices'>,
  voice: string | null | undefined,
  language: string,
): Promise<void> {
  if (!voice) return;
  const offered = await speech.listVoices();
  if (offered.some((entry) => entry.id === voice)) return;
  if (offered.length === 0) throw validationError('voice', GENERATION_MESSAGES.noVoiceChoice);
  const forLanguage = await speech.listVoices(language);
  const message =
    forLanguage.length > 0
      ? formatMessage(GENERATION_MESSAGES.unknownVoice, {
          voice,
          language,
          voices: listOf(forLanguage.map((entry) => entry.id)),
        })
      : formatMessage(GENERATION_MESSAGES.unknownVoiceAnyLanguage, {
          voice,
          voices: listOf(offered.map((entry) => entry.id)),
        });
  throw validationError('voice', message);
}
