import {
  TIMELINE_MESSAGES,
  type VoiceClip,
  type VoiceClipCreateInput,
  type VoiceClipIdParams,
  type VoiceClipUpdateInput,
} from '@sym/contracts';
import type { VoiceClipRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { CreditHolder } from '../credits/credits.service.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { publishScenarioEvent } from '../shots/scenario-events.ts';
import type { TimelineMedia } from './timeline-media.ts';
import { presentVoiceClip } from './timeline.presenter.ts';
import { checkClipPlacement, lockScenario, voiceTrackOf } from './timeline-steps.ts';
import type { TimelineRepositories, TimelineStore } from './timeline-store.ts';
import type { NewVoiceClip, VoiceClipChanges } from './voice-clip.repository.ts';
import type { SpokenLine, VoiceClipSpeaker } from './voice-clip-speaker.ts';
import { characterById, speakerOf, spokenVoice, type ProjectCharacters } from './voice-clip-character.ts';

export interface VoiceClipServiceDeps {
  store: TimelineStore;
  access: ScenarioAccess;
  media: TimelineMedia;
  /** Checks voices and starts the speech jobs that fill clips. */
  speaker: VoiceClipSpeaker;
  /** Who may speak a line: the project's characters. */
  characters: ProjectCharacters;
  events: DomainEvents;
}

export const voiceClipNotFound = () => new AppError('NOT_FOUND', TIMELINE_MESSAGES.voiceClipNotFound);

const isChanged = (value: string | undefined, current: string | null) => value !== undefined && value !== current;

/** Voice clips of an episode's timeline: spoken by the speech provider (a job) or from an uploaded audio file. */
export class VoiceClipService {
  constructor(private readonly deps: VoiceClipServiceDeps) {}

  /** The episode's voice clips, oldest first; needs read access. */
  async list(actorId: string, scenarioId: string): Promise<VoiceClip[]> {
    const { scenario } = await this.deps.access.require(actorId, scenarioId, 'read');
    return (await this.deps.store.voiceClips.listByScenario(scenario.id)).map(presentVoiceClip);
  }

  /**
   * A new clip on a voice track (the first one, created when there is none, unless `trackId` says which): an
   * uploaded audio file is ready at once; a line of text becomes a speech job (credits as priced for speech).
   */
  async create(holder: CreditHolder, input: VoiceClipCreateInput): Promise<VoiceClip> {
    const { scenario } = await this.deps.access.require(holder.id, input.id, 'write');
    await checkClipPlacement(this.deps.store, scenario.id, input);
    await this.deps.speaker.assertOffered(scenario.projectId, input.voice, input.language ?? scenario.contentLanguage);
    const speaker = await speakerOf(this.deps.characters, scenario.projectId, input);
    const character = speaker?.character ?? null;
    const base = {
      scenarioId: scenario.id,
      shotId: input.shotId ?? null,
      text: speaker?.text ?? input.text ?? '',
      characterId: character?.id ?? null,
      voice: input.voice ?? null,
      language: input.language ?? null,
      startOffset: input.offset,
      volume: input.volume,
    };
    const insert = async (repositories: TimelineRepositories, values: Partial<NewVoiceClip>) => {
      await checkClipPlacement(repositories, scenario.id, input);
      const trackId = await voiceTrackOf(repositories, scenario.id, input.trackId);
      return repositories.voiceClips.insert({ ...base, ...values, trackId });
    };
    let row: VoiceClipRow;
    if (input.audioUrl) {
      const duration = await this.deps.media.measure(input.audioUrl, 'audioUrl');
      row = await this.deps.store.transaction(async (repositories) => {
        await lockScenario(repositories, scenario.id);
        return insert(repositories, { audioUrl: input.audioUrl, duration, status: 'ready' });
      });
    } else {
      const language = base.language ?? scenario.contentLanguage;
      const line = { text: base.text, language, ...spokenVoice(base.voice, character) };
      row = await this.deps.speaker.speak(holder, scenario, line, (repositories, jobId) =>
        insert(repositories, { status: 'pending', jobId }),
      );
    }
    const clip = presentVoiceClip(row);
    publishScenarioEvent(this.deps.events, 'voiceClip.created', holder.id, scenario, { voiceClip: clip });
    return clip;
  }

  /** Moves or changes a clip; a new text, voice or language speaks the line again (a new speech job). */
  async update(holder: CreditHolder, input: VoiceClipUpdateInput): Promise<VoiceClip> {
    const { scenario } = await this.deps.access.require(holder.id, input.id, 'write');
    const existing = await this.deps.store.voiceClips.findInScenario(scenario.id, input.clipId);
    if (!existing) throw voiceClipNotFound();
    // A translation plays where its line plays: only its words (and voice) are its own, and new words are by hand.
    const isTranslation = existing.sourceClipId !== null;
    if (isTranslation) input = { ...input, language: undefined, characterId: undefined };
    else await checkClipPlacement(this.deps.store, scenario.id, input);
    // A new speaker (given, or named at the start of new words) is spoken with; else the line's own one.
    const speaker = await speakerOf(this.deps.characters, scenario.projectId, input);
    if (speaker) input = { ...input, text: speaker.text ?? input.text };
    const characterId = speaker ? (speaker.character?.id ?? null) : existing.characterId;
    const changes: VoiceClipChanges = isTranslation
      ? { translation: isChanged(input.text, existing.text) ? 'manual' : undefined }
      : {
          trackId: input.trackId,
          shotId: input.shotId,
          startOffset: input.offset,
          volume: input.volume,
          characterId: speaker ? characterId : undefined,
        };
    const isRespoken =
      characterId !== existing.characterId ||
      isChanged(input.text, existing.text) ||
      isChanged(input.voice, existing.voice) ||
      isChanged(input.language, existing.language);
    // The voice given, or the one the line is spoken with again: refused before any job when not offered.
    await this.deps.speaker.assertOffered(
      scenario.projectId,
      input.voice ?? (isRespoken ? existing.voice : null),
      input.language ?? existing.language ?? scenario.contentLanguage,
    );
    const apply = async (repositories: TimelineRepositories, extra: VoiceClipChanges) => {
      const before = await repositories.voiceClips.findInScenario(scenario.id, input.clipId);
      if (!before) throw voiceClipNotFound();
      if (!isTranslation) await checkClipPlacement(repositories, scenario.id, input);
      const row = await repositories.voiceClips.update(before.id, { ...changes, ...extra });
      return row!;
    };
    let row: VoiceClipRow;
    if (isRespoken) {
      const voice = input.voice ?? existing.voice;
      const character = speaker
        ? speaker.character
        : await characterById(this.deps.characters, scenario.projectId, existing.characterId);
      const line: SpokenLine = {
        text: input.text ?? existing.text,
        language: input.language ?? existing.language ?? scenario.contentLanguage,
        ...spokenVoice(voice, character, isTranslation),
      };
      if (!line.text.trim()) throw validationError('text', TIMELINE_MESSAGES.voiceClipNeedsContent);
      row = await this.deps.speaker.speak(holder, scenario, line, (repositories, jobId) =>
        apply(repositories, {
          text: line.text,
          voice,
          language: input.language ?? existing.language,
          status: 'pending',
          jobId,
          audioUrl: null,
          duration: null,
          error: null,
        }),
      );
    } else {
      row = await this.deps.store.transaction(async (repositories) => {
        await lockScenario(repositories, scenario.id);
        return apply(repositories, {});
      });
    }
    const clip = presentVoiceClip(row);
    publishScenarioEvent(this.deps.events, 'voiceClip.updated', holder.id, scenario, { voiceClip: clip });
    return clip;
  }

  /** Deletes a clip and its audio file unless another clip or track plays it. */
  async delete(actorId: string, input: VoiceClipIdParams): Promise<{ id: string }> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    await this.deps.store.transaction(async (repositories) => {
      await lockScenario(repositories, scenario.id);
      const clip = await repositories.voiceClips.findInScenario(scenario.id, input.clipId);
      if (!clip) throw voiceClipNotFound();
      await repositories.voiceClips.delete(clip.id);
    });
    publishScenarioEvent(this.deps.events, 'voiceClip.deleted', actorId, scenario, { id: input.clipId });
    return { id: input.clipId };
  }
}
