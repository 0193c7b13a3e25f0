import { z } from 'zod';
import { CAMERA_MOTIONS, SHOT_TYPES } from '@sym/contracts';

/**
 * What the OpenAI-compatible text adapter asks for: one system prompt and one reply schema per task. The schemas
 * are sent as JSON Schema with strict structured outputs, so every field is required and optional values are
 * nullable (OpenAI's strict mode refuses optional properties); the same zod schemas validate the reply.
 */

const WireShot = z.object({
  type: z.enum(SHOT_TYPES),
  description: z.string(),
  action: z.string(),
  duration: z.number(),
  cameraMotion: z.enum(CAMERA_MOTIONS),
  assetNames: z.array(z.string()),
  dialogue: z.string().nullable(),
});
export type WireShot = z.infer<typeof WireShot>;

export const AssetsReply = z.object({
  assets: z.array(
    z.object({
      name: z.string(),
      type: z.enum(['character', 'location', 'prop']),
      description: z.string(),
      aliases: z.array(z.string()),
    }),
  ),
});

export const ShotsReply = z.object({ shots: z.array(WireShot) });

export const ParsedScriptReply = z.object({ isScript: z.boolean(), shots: z.array(WireShot) });

export const SplitTextReply = z.object({ firstPart: z.string(), secondPart: z.string() });

export const TranslationReply = z.object({ lines: z.array(z.string()) });

/** The JSON Schema sent in response_format for a reply schema (without $schema, which some servers refuse). */
export function wireJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema) as Record<string, unknown>;
  return jsonSchema;
}

const SHOT_RULES = [
  `Shot "type" is one of: ${SHOT_TYPES.join(', ')}.`,
  `"cameraMotion" is one of: ${CAMERA_MOTIONS.join(', ')} (use auto when the text implies none).`,
  '"description" says what the frame shows; "action" says what happens during the shot.',
  '"duration" is in seconds, greater than 0 (typically 2 to 8).',
  '"assetNames" lists the characters, locations and props visible in the shot, by their exact names.',
  '"dialogue" is the spoken line of the shot, or null when nobody speaks.',
].join('\n');

export const PROMPTS = {
  analyzeStory: [
    'You are a film pre-production assistant. Read the story and list every character, location and prop that',
    'matters visually. For each give a short "name" as the story uses it, its "type" (character, location or prop),',
    'a visual "description" an illustrator could draw from (appearance, clothing, colours, era), and "aliases":',
    'other ways the story refers to it, in lower case. Do not invent elements the story does not contain.',
    'Reply with JSON only.',
  ].join(' '),
  breakdownShots: [
    'You are a storyboard artist. Break the story into shots in story order, covering the whole story.',
    SHOT_RULES,
    'Only use asset names from the provided list. When a target duration is given, the durations should add up',
    'to about that many seconds. Reply with JSON only.',
  ].join('\n'),
  generateScript: [
    'You are a screenwriter. Write a short shooting script from the shots, one numbered scene heading per shot',
    '(e.g. "SHOT 1 - WIDE - 4s - camera: pan_left"), followed by the action and any dialogue as',
    "CHARACTER: line. Keep each shot's description, action and dialogue word for word: do not change tenses,",
    'names or capitals. Follow the extra direction when given. Reply with the script text only.',
  ].join(' '),
  parseScript: [
    'You read shooting scripts. Convert the script into shots in order.',
    SHOT_RULES,
    '"assetNames" are the characters, locations and props the shot mentions, by the names the script uses.',
    'Set "isScript" to false and "shots" to [] when the text is not a script or story you can read as shots.',
    'Reply with JSON only.',
  ].join('\n'),
  repairSplitText: [
    'A shot text was cut in two at a character position. Clean both halves so each reads as complete text:',
    'no word cut in half, no dangling punctuation or conjunction, no sentence fragment starting mid-clause when',
    'a small move of the cut fixes it. Keep the wording otherwise unchanged and lose no content: the two parts',
    'together must still say everything the original says. Reply with JSON only.',
  ].join(' '),
  translateLines: [
    'You translate film dialogue. Translate each line of "lines" from the language "from" into the language "to"',
    '(ISO 639-1 codes). Keep the meaning, tone and register of spoken dialogue, keep names as they are, and keep',
    'each line about as long to speak as the original. Reply with JSON only: "lines" holds exactly one translated',
    'line per input line, in the same order.',
  ].join(' '),
} as const;
