import { z } from 'zod';

/** How much faster or slower, and higher or lower, a character speaks than the voice's default (1). */
export const VOICE_RATE = { min: 0.5, max: 2 } as const;
export const VOICE_PITCH = { min: 0.5, max: 1.5 } as const;

/**
 * A character's voice in the asset bible: the speech provider's voice (null: its default voice for the line's
 * language), and the rate and pitch it speaks at. Every line the character speaks takes it unless the line names
 * a voice of its own.
 */
export const CharacterVoice = z.object({
  voice: z.string().trim().min(1).max(100).nullable(),
  rate: z.number().min(VOICE_RATE.min).max(VOICE_RATE.max),
  pitch: z.number().min(VOICE_PITCH.min).max(VOICE_PITCH.max),
});
export type CharacterVoice = z.infer<typeof CharacterVoice>;

export const DEFAULT_CHARACTER_VOICE: CharacterVoice = { voice: null, rate: 1, pitch: 1 };

/**
 * The speaker a script line names ("ANNA: Get in.", "Old Tom: No."), and the words after the name; null when the
 * line names none. A name is at most four words and 40 characters, so ordinary sentences with a colon stay lines.
 */
export function splitSpeaker(text: string): { speaker: string; line: string } | null {
  const match = /^\s*([\p{L}][\p{L}\p{N}'’.-]*(?: [\p{L}\p{N}'’.-]+){0,3})\s*:\s+(\S[\s\S]*)$/u.exec(text);
  if (!match || match[1]!.length > 40) return null;
  return { speaker: match[1]!.trim(), line: match[2]!.trim() };
}
