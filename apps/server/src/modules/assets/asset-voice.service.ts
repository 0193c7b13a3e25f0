import {
  ASSET_VOICE_MESSAGES,
  CharacterVoice,
  DEFAULT_CHARACTER_VOICE,
  DOMAIN_MESSAGES,
  type AssetVoicePutInput,
} from '@sym/contracts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { AssetRow } from '../../db/schema.ts';
import type { SpeechProvider } from '../../providers/speech/speech-provider.ts';
import { assertOfferedVoice } from '../generation/speech-voice.ts';
import type { AssetAccess } from './asset-access.ts';
import type { AssetRepository } from './asset.repository.ts';

export interface AssetVoiceDeps {
  access: Pick<AssetAccess, 'requireAsset'>;
  assets: Pick<AssetRepository, 'changeVoice'>;
  /** The speech provider of the character's project (its chosen model, else the site default): a character's voice must be one it offers. */
  speech: (projectId: string) => Promise<Pick<SpeechProvider, 'listVoices'>>;
}

/** A character's voice as stored (null: none set, the provider's default speaks its lines). */
export function voiceOf(asset: Pick<AssetRow, 'voice'>): CharacterVoice | null {
  const parsed = CharacterVoice.safeParse(asset.voice);
  return parsed.success ? parsed.data : null;
}

/** The stored voice to change: what the row holds, else the default (no samples, the provider's voice). */
export const storedVoiceOr = (voice: AssetRow['voice']): CharacterVoice =>
  voiceOf({ voice }) ?? DEFAULT_CHARACTER_VOICE;

/** 422 on `id` for an asset that is no character: only characters speak. */
export function assertCharacter(asset: Pick<AssetRow, 'type'>): void {
  if (asset.type !== 'character') throw validationError('id', ASSET_VOICE_MESSAGES.characterOnly);
}

/** The voice a changed row holds (404 when the asset went to the Recycle Bin meanwhile). */
export function changedVoice(row: Pick<AssetRow, 'voice'> | undefined): CharacterVoice {
  if (!row) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.assetNotFound);
  return storedVoiceOr(row.voice);
}

/** Characters' voices in the asset bible: read with the project, set by its editors. */
export class AssetVoiceService {
  constructor(private readonly deps: AssetVoiceDeps) {}

  async get(actorId: string, assetId: string): Promise<CharacterVoice | null> {
    const { asset } = await this.deps.access.requireAsset(actorId, assetId, 'read');
    return voiceOf(asset);
  }

  /**
   * Sets the voice, rate and pitch; the samples and the voice cloned from them stay (422 for an asset that is no
   * character, or a voice the provider does not offer).
   */
  async put(actorId: string, input: AssetVoicePutInput): Promise<CharacterVoice> {
    const { asset } = await this.deps.access.requireAsset(actorId, input.id, 'write');
    assertCharacter(asset);
    // Any of the provider's voices: a character may speak lines in every language of its episodes.
    await assertOfferedVoice(await this.deps.speech(asset.projectId), input.voice, 'en');
    const row = await this.deps.assets.changeVoice(asset.id, (current) => ({
      ...storedVoiceOr(current),
      voice: input.voice,
      rate: input.rate,
      pitch: input.pitch,
    }));
    return changedVoice(row);
  }
}
