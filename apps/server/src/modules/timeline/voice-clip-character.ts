import { splitSpeaker, TIMELINE_MESSAGES, type CharacterVoice } from '@sym/contracts';
import type { AssetRow } from '../../db/schema.ts';
import { validationError } from '../../errors/app-error.ts';
import { voiceOf } from '../assets/asset-voice.service.ts';
import type { AssetRepository } from '../assets/asset.repository.ts';

/** The characters a project's lines may be spoken by (its own and its series bible's, not deleted). */
export interface ProjectCharacters {
  characters(projectId: string): Promise<AssetRow[]>;
}

/** The project's characters from the assets (its own and its series bible's, not deleted). */
export function projectCharacters(assets: Pick<AssetRepository, 'listByProject'>): ProjectCharacters {
  return {
    characters: async (projectId) =>
      (await assets.listByProject(projectId, { type: 'character' })).map((entry) => entry.asset),
  };
}

/** A line's character by id, if it still is one of the project's. */
export async function characterById(
  characters: ProjectCharacters,
  projectId: string,
  characterId: string | null,
): Promise<AssetRow | null> {
  if (!characterId) return null;
  return (await characters.characters(projectId)).find((asset) => asset.id === characterId) ?? null;
}

/** Who speaks a line, and the line without the speaker's name when the text named them. */
export interface Speaker {
  character: AssetRow | null;
  text: string | undefined;
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * The speaker of a new or changed line: the character given (422 unless one of the project's characters; null:
 * nobody), else the character a script-style "NAME: words" names, by name or first name (the name is then dropped
 * from the words), else nobody; undefined `characterId` and no name in the text leave it as it is.
 */
export async function speakerOf(
  characters: ProjectCharacters,
  projectId: string,
  input: { characterId?: string | null | undefined; text?: string | undefined },
): Promise<Speaker | undefined> {
  if (input.characterId === null) return { character: null, text: input.text };
  if (input.characterId !== undefined) {
    const character = await characterById(characters, projectId, input.characterId);
    if (!character) throw validationError('characterId', TIMELINE_MESSAGES.speakerNotCharacter);
    return { character, text: input.text };
  }
  const named = input.text ? splitSpeaker(input.text) : null;
  if (!named) return undefined;
  const cast = await characters.characters(projectId);
  const character =
    cast.find((asset) => sameName(asset.name, named.speaker)) ??
    cast.find((asset) => sameName(asset.name.split(/\s+/)[0] ?? '', named.speaker));
  return character ? { character, text: named.line } : undefined;
}

/**
 * Who speaks a line on a shot: the character its words name, else the one character linked to the shot that has a
 * voice of its own; nobody when that is not one character. The words come without the name they started with.
 */
export async function shotSpeakerOf(
  characters: ProjectCharacters,
  projectId: string,
  text: string,
  shotAssetIds: readonly string[],
): Promise<Speaker> {
  const named = await speakerOf(characters, projectId, { text });
  if (named) return named;
  const voiced = (await characters.characters(projectId)).filter(
    (asset) => shotAssetIds.includes(asset.id) && voiceOf(asset) !== null,
  );
  return { character: voiced.length === 1 ? voiced[0]! : null, text };
}

/**
 * The voice a line is spoken with: its own voice, else its speaker's, with the speaker's rate and pitch. A
 * translation takes only the rate and pitch (`isTranslation`): the speaker's voice is one of their own language's.
 */
export function spokenVoice(
  voice: string | null,
  character: Pick<AssetRow, 'voice'> | null,
  isTranslation = false,
): { voice: string | null; rate?: number; pitch?: number } {
  const own: CharacterVoice | null = character ? voiceOf(character) : null;
  const lent = isTranslation ? null : (own?.voice ?? null);
  return { voice: voice ?? lent, ...(own && { rate: own.rate, pitch: own.pitch }) };
}
