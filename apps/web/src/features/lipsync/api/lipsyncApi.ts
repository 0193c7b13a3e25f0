import { PROJECT_LIST_MAX_LIMIT } from '@sym/contracts';
import { call } from '../../../lib/transport';

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
    call('scenario.shot.lipsync', { id: scenarioId, shotId, ...request }),

  voices: (language?: string) => call('speech.voices', language ? { language } : {}),

  voiceClips: (scenarioId: string) => call('scenario.voiceClips.list', { id: scenarioId }),

  /** The pickers of the /tools/lipsync page. */
  projects: () => call('projects.list', { sort: 'name', limit: PROJECT_LIST_MAX_LIMIT }),
  scenarios: (projectId: string) => call('scenario.listByProject', { projectId }),
  shots: (scenarioId: string) => call('scenario.shots.list', { id: scenarioId }),
};
