import { ASSET_VOICE_MESSAGES, CharacterVoice, DOMAIN_MESSAGES, type AssetVoicePutInput } from '@sym/contracts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { AssetRow } from '../../db/schema.ts';
import type { SpeechProvider } from '../../providers/speech/speech-provider.ts';
import { assertOfferedVoice } from '../generation/speech-voice.ts';
import type { AssetAccess } from './asset-access.ts';
import type { AssetRepository } from './asset.repository.ts';

export interface AssetVoiceDeps {
  access: Pick<AssetAccess, 'requireAsset'>;
  assets: Pick<AssetRepository, 'setVoice'>;
  /** The speech provider in use: a character's voice must be one it offers. */
  speech: () => Pick<SpeechProvider, 'listVoices'>;
}

/** A character's voice as stored (null: none set, the provider's default speaks its lines). */
export function voiceOf(asset: Pick<AssetRow, 'voice'>): CharacterVoice | null {
  const parsed = CharacterVoice.safeParse(asset.voice);
  return parsed.success ? parsed.data : null;
}

/** Characters' voices in the asset bible: read with the project, set by its editors. */
export class AssetVoiceService {
  constructor(private readonly deps: AssetVoiceDeps) {}

  async get(actorId: string, assetId: string): Promise<CharacterVoice | null> {
    const { asset } = await this.deps.access.requireAsset(actorId, assetId, 'read');
    return voiceOf(asset);
  }

  /** Sets the voice (422 for an asset that is no character, or a voice the provider does not offer). */
  async put(actorId: string, input: AssetVoicePutInput): Promise<CharacterVoice> {
    const { asset } = await this.deps.access.requireAsset(actorId, input.id, 'write');
    if (asset.type !== 'character') throw validationError('id', ASSET_VOICE_MESSAGES.characterOnly);
    // Any of the provider's voices: a character may speak lines in every language of its episodes.
    await assertOfferedVoice(this.deps.speech(), input.voice, 'en');
    const voice = { voice: input.voice, rate: input.rate, pitch: input.pitch };
    const row = await this.deps.assets.setVoice(asset.id, voice);
    if (!row) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.assetNotFound);
    return voice;
  }
}
