import { z } from 'zod';
import { MediaUrl } from '../media.ts';

/** How much faster or slower, and higher or lower, a character speaks than the voice's default (1). */
export const VOICE_RATE = { min: 0.5, max: 2 } as const;
export const VOICE_PITCH = { min: 0.5, max: 1.5 } as const;

/** Most sample clips a character's voice keeps for cloning (each an audio upload, checked like every one). */
export const VOICE_SAMPLES_MAX = 5;

export const VOICE_SAMPLE_MESSAGES = {
  tooMany: `A voice keeps at most ${VOICE_SAMPLES_MAX} samples; remove one first`,
  notFound: 'Voice sample not found',
  noSamples: 'Upload at least one voice sample first',
  cannotClone: 'The speech provider in use cannot clone voices',
  cloneFailed: 'Voice cloning failed. Please try again.',
} as const;

/** The provider voice, rate and pitch: what a character's editor chooses (asset.voice.put). */
export const CharacterVoiceSettings = z.object({
  voice: z.string().trim().min(1).max(100).nullable(),
  rate: z.number().min(VOICE_RATE.min).max(VOICE_RATE.max),
  pitch: z.number().min(VOICE_PITCH.min).max(VOICE_PITCH.max),
});
export type CharacterVoiceSettings = z.infer<typeof CharacterVoiceSettings>;

/** A clip of the character speaking, uploaded to clone its voice from (a stored audio file of its own). */
export const VoiceSample = z.object({
  id: z.string().uuid(),
  /** The uploaded file's name, as the user knows it. */
  name: z.string().max(200),
  url: MediaUrl,
  contentType: z.string(),
  size: z.number().int().min(0),
  /** Seconds. */
  duration: z.number().min(0),
  createdAt: z.string().datetime({ offset: true }),
});
export type VoiceSample = z.infer<typeof VoiceSample>;

/** The provider voice made from the samples: which provider, its voice id, from which samples, when. */
export const ClonedVoice = z.object({
  provider: z.string(),
  voice: z.string().min(1).max(100),
  sampleIds: z.array(z.string().uuid()),
  createdAt: z.string().datetime({ offset: true }),
});
export type ClonedVoice = z.infer<typeof ClonedVoice>;

/**
 * A character's voice in the asset bible: the speech provider's voice (null: its default voice for the line's
 * language), and the rate and pitch it speaks at. Every line the character speaks takes it unless the line names
 * a voice of its own. The samples and the voice cloned from them are kept beside it (voices stored before
 * cloning existed have neither: they read as none).
 */
export const CharacterVoice = CharacterVoiceSettings.extend({
  samples: z.array(VoiceSample).max(VOICE_SAMPLES_MAX).default([]),
  cloned: ClonedVoice.nullable().default(null),
});
export type CharacterVoice = z.infer<typeof CharacterVoice>;

export const DEFAULT_CHARACTER_VOICE: CharacterVoice = { voice: null, rate: 1, pitch: 1, samples: [], cloned: null };

/**
 * The speaker a script line names ("ANNA: Get in.", "Old Tom: No."), and the words after the name; null when the
 * line names none. A name is at most four words and 40 characters, so ordinary sentences with a colon stay lines.
 */
export function splitSpeaker(text: string): { speaker: string; line: string } | null {
  const match = /^\s*([\p{L}][\p{L}\p{N}'’.-]*(?: [\p{L}\p{N}'’.-]+){0,3})\s*:\s+(\S[\s\S]*)$/u.exec(text);
  if (!match || match[1]!.length > 40) return null;
  return { speaker: match[1]!.trim(), line: match[2]!.trim() };
}
