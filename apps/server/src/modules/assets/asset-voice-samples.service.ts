import { randomUUID } from 'node:crypto';
import {
  VOICE_SAMPLE_MESSAGES,
  VOICE_SAMPLES_MAX,
  type CharacterVoice,
  type SpeechCapabilities,
  type VoiceSample,
  type VoiceSampleIdInput,
} from '@sym/contracts';
import { AppError, validationError } from '../../errors/app-error.ts';
import { mediaKeyOfUrl, mediaUrlOf } from '../../media/media-storage.ts';
import { ProviderError } from '../../providers/provider.ts';
import { canCloneVoices, type SpeechProvider, type VoiceSampleFile } from '../../providers/speech/speech-provider.ts';
import { storeUploadedAudio } from '../stored-files/audio-upload-file.ts';
import type { UploadedFile } from '../stored-files/reference-image-upload.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import type { AssetAccess } from './asset-access.ts';
import type { AssetRepository } from './asset.repository.ts';
import { assertCharacter, changedVoice, storedVoiceOr, voiceOf } from './asset-voice.service.ts';
import { readStream } from '../../media/read-stream.ts';

export interface AssetVoiceSampleDeps {
  access: Pick<AssetAccess, 'requireAsset'>;
  assets: Pick<AssetRepository, 'changeVoice'>;
  /** Stores the uploads (charged to the uploader), reads them back for cloning, drops those never used. */
  files: Pick<FileWriter, 'put' | 'get' | 'discard'>;
  /** The speech provider of a project (its chosen model, else the site default): it clones, when it can. */
  speech: (projectId: string) => Promise<SpeechProvider>;
  /** FFMPEG_PATH; PATH or the bundled binary when absent. */
  ffmpegPath?: string | undefined;
}

const SAMPLE_NAME_MAX = 200;

/** The name a sample is listed under: the file's own name without folders, else "Sample n". */
function sampleName(fileName: string | undefined, position: number): string {
  const base = (fileName ?? '').split(/[\\/]/).pop()?.trim() ?? '';
  return base.slice(0, SAMPLE_NAME_MAX) || `Sample ${position}`;
}

/** A stored sample's bytes as the provider wants them. */
async function readSample(files: Pick<FileWriter, 'get'>, sample: VoiceSample): Promise<VoiceSampleFile> {
  const key = mediaKeyOfUrl(sample.url);
  const object = key ? await files.get(key) : undefined;
  if (!object) throw new AppError('NOT_FOUND', VOICE_SAMPLE_MESSAGES.notFound);
  return { bytes: await readStream(object.stream), fileName: sample.name, mimeType: sample.contentType };
}

/** A cloning failure as the user's error: bad input → 422 with its words, anything else the 502 of a provider. */
function cloneError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof ProviderError)) return error;
  if (error.reason === 'input') return validationError('samples', error.message);
  return new AppError(
    'SERVER_ERROR',
    VOICE_SAMPLE_MESSAGES.cloneFailed,
    [{ field: 'samples', message: error.message }],
    {
      status: 502,
      cause: error,
    },
  );
}

/** What the speech provider in use can do besides speaking, for the web to offer cloning only where it works. */
export function speechCapabilitiesOf(speech: SpeechProvider): SpeechCapabilities {
  return { providerId: speech.info.id, providerName: speech.info.name, canClone: canCloneVoices(speech) };
}

/** The recordings a character's voice is cloned from, and the cloning itself. */
export class AssetVoiceSampleService {
  constructor(private readonly deps: AssetVoiceSampleDeps) {}

  /**
   * Adds an uploaded clip to a character's voice samples (at most VOICE_SAMPLES_MAX): checked, decoded and
   * stored as every audio upload is (storeUploadedAudio). Access and the sample count are checked before the
   * file is read; a sample that no longer fits when it is stored (another upload won) is dropped again.
   */
  async upload(
    actorId: string,
    assetId: string,
    readFile: () => Promise<UploadedFile | undefined>,
  ): Promise<CharacterVoice> {
    const { asset } = await this.deps.access.requireAsset(actorId, assetId, 'write');
    assertCharacter(asset);
    if ((voiceOf(asset)?.samples.length ?? 0) >= VOICE_SAMPLES_MAX) {
      throw validationError('samples', VOICE_SAMPLE_MESSAGES.tooMany);
    }
    let fileName: string | undefined;
    const audio = await storeUploadedAudio(
      this.deps.files,
      actorId,
      async () => {
        const file = await readFile();
        fileName = file?.fileName;
        return file;
      },
      { ffmpegPath: this.deps.ffmpegPath },
    );
    try {
      const row = await this.deps.assets.changeVoice(asset.id, (current) => {
        const voice = storedVoiceOr(current);
        if (voice.samples.length >= VOICE_SAMPLES_MAX) throw validationError('samples', VOICE_SAMPLE_MESSAGES.tooMany);
        const sample: VoiceSample = {
          id: randomUUID(),
          name: sampleName(fileName, voice.samples.length + 1),
          url: mediaUrlOf(audio.key),
          contentType: audio.contentType,
          size: audio.size,
          duration: audio.duration,
          createdAt: new Date().toISOString(),
        };
        return { ...voice, samples: [...voice.samples, sample] };
      });
      return changedVoice(row);
    } catch (error) {
      // Refused or gone: the file nothing points at goes at once rather than waiting for a storage check.
      await this.deps.files.discard([audio.key]);
      throw error;
    }
  }

  /** Removes a sample; its file goes with the operation's sweep when no clone of the project still uses it. */
  async remove(actorId: string, input: VoiceSampleIdInput): Promise<CharacterVoice> {
    const { asset } = await this.deps.access.requireAsset(actorId, input.id, 'write');
    assertCharacter(asset);
    const row = await this.deps.assets.changeVoice(asset.id, (current) => {
      const voice = storedVoiceOr(current);
      if (!voice.samples.some((sample) => sample.id === input.sampleId)) {
        throw new AppError('NOT_FOUND', VOICE_SAMPLE_MESSAGES.notFound);
      }
      return { ...voice, samples: voice.samples.filter((sample) => sample.id !== input.sampleId) };
    });
    return changedVoice(row);
  }

  /**
   * Sends the samples to the speech provider's cloning and makes the new voice the character's (rate and pitch
   * stay). 422 when the provider cannot clone or there are no samples; a provider failure is a 502.
   * Cloning charges no credits: the pricing table (providers/registry.ts pricingOf) has no entry for it, and the
   * lines later spoken in the voice are charged per line as usual.
   */
  async clone(actorId: string, assetId: string, signal?: AbortSignal): Promise<CharacterVoice> {
    const { asset } = await this.deps.access.requireAsset(actorId, assetId, 'write');
    assertCharacter(asset);
    const speech = await this.deps.speech(asset.projectId);
    if (!canCloneVoices(speech)) throw validationError('voice', VOICE_SAMPLE_MESSAGES.cannotClone);
    const samples = voiceOf(asset)?.samples ?? [];
    if (samples.length === 0) throw validationError('samples', VOICE_SAMPLE_MESSAGES.noSamples);
    const files = await Promise.all(samples.map((sample) => readSample(this.deps.files, sample)));
    const made = await speech
      .cloneVoice(
        {
          name: asset.name,
          samples: files,
          description: `Character voice of ${asset.name}`,
          labels: { source: 'sym-studio' },
        },
        { signal },
      )
      .catch((error: unknown) => {
        throw cloneError(error);
      });
    const row = await this.deps.assets.changeVoice(asset.id, (current) => ({
      ...storedVoiceOr(current),
      voice: made.id,
      cloned: {
        provider: speech.info.id,
        voice: made.id,
        sampleIds: samples.map((sample) => sample.id),
        createdAt: new Date().toISOString(),
      },
    }));
    return changedVoice(row);
  }
}
