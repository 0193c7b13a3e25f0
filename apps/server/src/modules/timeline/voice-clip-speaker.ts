import type { Database } from '../../db/index.ts';
import type { ScenarioRow, VoiceClipRow } from '../../db/schema.ts';
import type { SpeechProvider } from '../../providers/speech/speech-provider.ts';
import type { CreditHolder } from '../credits/credits.service.ts';
import type { GenerationRequestService } from '../generation/generation-request.service.ts';
import { speechMadeFrom } from '../generation/made-from.ts';
import { assertOfferedVoice } from '../generation/speech-voice.ts';
import { voiceClipJob } from '../generation/targets/voice-clip.job.ts';
import { lockScenario } from './timeline-steps.ts';
import type { TimelineRepositories, TimelineStore } from './timeline-store.ts';
import type { VoiceClipTarget } from './voice-clip-job.ts';

/** What a line to speak needs; the episode's content language when none is given. */
export interface SpokenLine {
  text: string;
  voice: string | null;
  language: string;
  /** The speaking character's rate and pitch, when it has a voice of its own. */
  rate?: number;
  pitch?: number;
}

export interface VoiceClipSpeakerDeps {
  store: Pick<TimelineStore, 'in'>;
  requests: Pick<GenerationRequestService, 'enqueue'>;
  /** The speech provider of a project (its chosen model, else the site default): a clip's voice must be one it offers. */
  speech: (projectId: string) => Promise<Pick<SpeechProvider, 'listVoices'>>;
}

const usageLine = (text: string) => `Voice: ${text.length > 40 ? `${text.slice(0, 39)}…` : text}`;

/** The speaking side of voice clips: which voices may be asked for, and the speech job that fills a clip. */
export class VoiceClipSpeaker {
  constructor(private readonly deps: VoiceClipSpeakerDeps) {}

  /** 422 on `voice` when the speech provider in use does not offer it (no voice: nothing to check). */
  async assertOffered(projectId: string, voice: string | null | undefined, language: string): Promise<void> {
    if (!voice) return;
    return assertOfferedVoice(await this.deps.speech(projectId), voice, language);
  }

  /** Starts the speech job; `write` runs in its transaction (after the lock) and stores the pending clip. */
  async speak(
    holder: CreditHolder,
    scenario: ScenarioRow,
    line: SpokenLine,
    write: (repositories: TimelineRepositories, jobId: string) => Promise<VoiceClipRow>,
  ): Promise<VoiceClipRow> {
    let row: VoiceClipRow | undefined;
    const store = this.deps.store;
    await this.deps.requests.enqueue(holder, {
      job: voiceClipJob,
      projectId: scenario.projectId,
      description: usageLine(line.text),
      payload: {
        text: line.text,
        voice: line.voice,
        language: line.language,
        rate: line.rate,
        pitch: line.pitch,
        madeFrom: speechMadeFrom(line),
      },
      async prepare(tx: Database, jobId: string): Promise<VoiceClipTarget> {
        const repositories = store.in(tx);
        await lockScenario(repositories, scenario.id);
        row = await write(repositories, jobId);
        return { type: 'voice-clip', scenarioId: scenario.id, clipId: row.id, jobId };
      },
    });
    return row!;
  }
}
