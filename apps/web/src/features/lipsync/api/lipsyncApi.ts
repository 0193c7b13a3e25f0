import type { JobTicket, ProjectListResult, ScenarioListItem, Shot, VoiceClip } from '@sym/contracts';
import { PROJECT_LIST_MAX_LIMIT } from '@sym/contracts';
import { call } from '../../../lib/transport';

/** A voice the speech provider offers (GET /api/speech/voices). */
export interface SpeechVoice {
  id: string;
  name: string;
  /** BCP-47 tag, e.g. en, de, ja. */
  language: string;
}

/** What a lip-sync run is given: a line to speak (with an optional voice) or one of our audio files. */
export interface LipsyncRequest {
  text?: string;
  voice?: string;
  audioUrl?: string;
  language?: string;
}

/** The calls of the lip-sync tool (spec §7: scenario.shot.lipsync, speech voices, voice clips). */
export const lipsyncApi = {
  /** Starts a lip-sync job on one shot; its result becomes the shot's video. */
  run: (scenarioId: string, shotId: string, request: LipsyncRequest) =>
    call<JobTicket>('scenario.shot.lipsync', { id: scenarioId, shotId, ...request }),

  voices: (language?: string) => call<SpeechVoice[]>('speech.voices', language ? { language } : {}),

  voiceClips: (scenarioId: string) => call<VoiceClip[]>('scenario.voiceClips.list', { id: scenarioId }),

  /** The pickers of the /tools/lipsync page. */
  projects: () => call<ProjectListResult>('projects.list', { sort: 'name', limit: PROJECT_LIST_MAX_LIMIT }),
  episodes: (projectId: string) => call<ScenarioListItem[]>('scenario.listByProject', { projectId }),
  shots: (scenarioId: string) => call<Shot[]>('scenario.shots.list', { id: scenarioId }),
};
