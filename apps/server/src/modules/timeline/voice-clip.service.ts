import {
  SCENARIO_MESSAGES,
  TIMELINE_MESSAGES,
  type VoiceClip,
  type VoiceClipCreateInput,
  type VoiceClipIdParams,
  type VoiceClipUpdateInput,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { ScenarioRow, VoiceClipRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { CreditHolder } from '../credits/credits.service.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { GenerationRequestService } from '../generation/generation-request.service.ts';
import { assertOfferedVoice } from '../generation/speech-voice.ts';
import type { SpeechProvider } from '../../providers/speech/speech-provider.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { publishEpisodeEvent } from '../shots/episode-events.ts';
import type { TimelineMedia } from './timeline-media.ts';
import { presentVoiceClip } from './timeline.presenter.ts';
import { timelineRepositoriesOn, type TimelineRepositories, type TimelineStore } from './timeline-store.ts';
import { appendTrack, lockEpisode } from './track.service.ts';
import type { NewVoiceClip, VoiceClipChanges } from './voice-clip.repository.ts';
import type { VoiceClipTarget } from './voice-clip-job.ts';

export interface VoiceClipServiceDeps {
  store: TimelineStore;
  access: ScenarioAccess;
  media: TimelineMedia;
  requests: Pick<GenerationRequestService, 'enqueue'>;
  /** The speech provider in use: a clip's voice must be one it offers. */
  speech: () => Pick<SpeechProvider, 'listVoices'>;
  events: DomainEvents;
}

export type VoiceClipService = ReturnType<typeof createVoiceClipService>;

export const voiceClipNotFound = () => new AppError('NOT_FOUND', TIMELINE_MESSAGES.voiceClipNotFound);
const notVoiceTrack = () => validationError('trackId', TIMELINE_MESSAGES.voiceTrackOnly);

/** What a line to speak needs; the episode's content language when none is given. */
interface Line {
  text: string;
  voice: string | null;
  language: string;
}

const usageLine = (text: string) => `Voice: ${text.length > 40 ? `${text.slice(0, 39)}…` : text}`;

/** Voice clips of an episode's timeline: spoken by the speech provider (a job) or from an uploaded audio file. */
export function createVoiceClipService(deps: VoiceClipServiceDeps) {
  const { store, events } = deps;

  /** 422 unless the track is a voice track of the episode and the shot a shot of it (when given). */
  const checkPlacement = async (
    repositories: TimelineRepositories,
    scenarioId: string,
    placement: { trackId?: string | undefined; shotId?: string | null | undefined },
  ) => {
    if (placement.trackId !== undefined) {
      const track = await repositories.tracks.findInScenario(scenarioId, placement.trackId);
      if (track?.kind !== 'voice') throw notVoiceTrack();
    }
    if (placement.shotId && !(await repositories.shots.findInScenario(scenarioId, placement.shotId))) {
      throw validationError('shotId', SCENARIO_MESSAGES.shotNotFound);
    }
  };

  /** Inside a locked transaction: the given voice track, else the episode's first one (created when none). */
  const voiceTrackOf = async (repositories: TimelineRepositories, scenarioId: string, trackId?: string) => {
    if (trackId !== undefined) return trackId;
    const tracks = await repositories.tracks.listByScenario(scenarioId);
    return (tracks.find((track) => track.kind === 'voice') ?? (await appendTrack(repositories, scenarioId, 'voice')))
      .id;
  };

  /** Starts the speech job; `write` runs in its transaction (after the lock) and stores the pending clip. */
  const speak = async (
    holder: CreditHolder,
    scenario: ScenarioRow,
    line: Line,
    write: (repositories: TimelineRepositories, jobId: string) => Promise<VoiceClipRow>,
  ): Promise<VoiceClipRow> => {
    let row: VoiceClipRow | undefined;
    await deps.requests.enqueue(holder, {
      kind: 'speech',
      projectId: scenario.projectId,
      description: usageLine(line.text),
      input: { text: line.text, voice: line.voice, language: line.language },
      async prepare(tx: Database, jobId: string): Promise<VoiceClipTarget> {
        const repositories = timelineRepositoriesOn(tx);
        await lockEpisode(repositories, scenario.id);
        row = await write(repositories, jobId);
        return { type: 'voice-clip', scenarioId: scenario.id, clipId: row.id, jobId };
      },
    });
    return row!;
  };

  return {
    /** The episode's voice clips, oldest first; needs read access. */
    async list(actorId: string, scenarioId: string): Promise<VoiceClip[]> {
      const { scenario } = await deps.access.require(actorId, scenarioId, 'read');
      return (await store.voiceClips.listByScenario(scenario.id)).map(presentVoiceClip);
    },

    /**
     * A new clip on a voice track (the first one, created when there is none, unless `trackId` says which): an
     * uploaded audio file is ready at once; a line of text becomes a speech job (credits as priced for speech).
     */
    async create(holder: CreditHolder, input: VoiceClipCreateInput): Promise<VoiceClip> {
      const { scenario } = await deps.access.require(holder.id, input.id, 'write');
      await checkPlacement(store, scenario.id, input);
      await assertOfferedVoice(deps.speech(), input.voice, input.language ?? scenario.contentLanguage);
      const base = {
        scenarioId: scenario.id,
        shotId: input.shotId ?? null,
        text: input.text ?? '',
        voice: input.voice ?? null,
        language: input.language ?? null,
        startOffset: input.offset,
        volume: input.volume,
      };
      const insert = async (repositories: TimelineRepositories, values: Partial<NewVoiceClip>) => {
        await checkPlacement(repositories, scenario.id, input);
        const trackId = await voiceTrackOf(repositories, scenario.id, input.trackId);
        return repositories.voiceClips.insert({ ...base, ...values, trackId });
      };
      let row: VoiceClipRow;
      if (input.audioUrl) {
        const duration = await deps.media.measure(input.audioUrl, 'audioUrl');
        row = await store.transaction(async (repositories) => {
          await lockEpisode(repositories, scenario.id);
          return insert(repositories, { audioUrl: input.audioUrl, duration, status: 'ready' });
        });
      } else {
        const line = { text: base.text, voice: base.voice, language: base.language ?? scenario.contentLanguage };
        row = await speak(holder, scenario, line, (repositories, jobId) =>
          insert(repositories, { status: 'pending', jobId }),
        );
      }
      const clip = presentVoiceClip(row);
      publishEpisodeEvent(events, 'voiceClip.created', holder.id, scenario, { voiceClip: clip });
      return clip;
    },

    /** Moves or changes a clip; a new text, voice or language speaks the line again (a new speech job). */
    async update(holder: CreditHolder, input: VoiceClipUpdateInput): Promise<VoiceClip> {
      const { scenario } = await deps.access.require(holder.id, input.id, 'write');
      const existing = await store.voiceClips.findInScenario(scenario.id, input.clipId);
      if (!existing) throw voiceClipNotFound();
      await checkPlacement(store, scenario.id, input);
      const changes: VoiceClipChanges = {
        trackId: input.trackId,
        shotId: input.shotId,
        startOffset: input.offset,
        volume: input.volume,
      };
      const isChanged = (value: string | undefined, current: string | null) => value !== undefined && value !== current;
      const isRespoken =
        isChanged(input.text, existing.text) ||
        isChanged(input.voice, existing.voice) ||
        isChanged(input.language, existing.language);
      // The voice given, or the one the line is spoken with again: refused before any job when not offered.
      await assertOfferedVoice(
        deps.speech(),
        input.voice ?? (isRespoken ? existing.voice : null),
        input.language ?? existing.language ?? scenario.contentLanguage,
      );
      const apply = async (repositories: TimelineRepositories, extra: VoiceClipChanges) => {
        const before = await repositories.voiceClips.findInScenario(scenario.id, input.clipId);
        if (!before) throw voiceClipNotFound();
        await checkPlacement(repositories, scenario.id, input);
        const row = await repositories.voiceClips.update(before.id, { ...changes, ...extra });
        return row!;
      };
      let row: VoiceClipRow;
      if (isRespoken) {
        const line: Line = {
          text: input.text ?? existing.text,
          voice: input.voice ?? existing.voice,
          language: input.language ?? existing.language ?? scenario.contentLanguage,
        };
        if (!line.text.trim()) throw validationError('text', TIMELINE_MESSAGES.voiceClipNeedsContent);
        row = await speak(holder, scenario, line, (repositories, jobId) =>
          apply(repositories, {
            text: line.text,
            voice: line.voice,
            language: input.language ?? existing.language,
            status: 'pending',
            jobId,
            audioUrl: null,
            duration: null,
            error: null,
          }),
        );
      } else {
        row = await store.transaction(async (repositories) => {
          await lockEpisode(repositories, scenario.id);
          return apply(repositories, {});
        });
      }
      const clip = presentVoiceClip(row);
      publishEpisodeEvent(events, 'voiceClip.updated', holder.id, scenario, { voiceClip: clip });
      return clip;
    },

    /** Deletes a clip and its audio file unless another clip or track plays it. */
    async delete(actorId: string, input: VoiceClipIdParams): Promise<{ id: string }> {
      const { scenario } = await deps.access.require(actorId, input.id, 'write');
      await store.transaction(async (repositories) => {
        await lockEpisode(repositories, scenario.id);
        const clip = await repositories.voiceClips.findInScenario(scenario.id, input.clipId);
        if (!clip) throw voiceClipNotFound();
        await repositories.voiceClips.delete(clip.id);
      });
      publishEpisodeEvent(events, 'voiceClip.deleted', actorId, scenario, { id: input.clipId });
      return { id: input.clipId };
    },
  };
}
