import { probeAudioDuration } from '../../media/audio-duration.ts';
import { ProviderError, type GeneratedMedia } from '../../providers/provider.ts';
import { readWavInfo } from '../../providers/speech/local/wav-header.ts';
import { prosodyOf, type SpeechProvider } from '../../providers/speech/speech-provider.ts';
import type { VoiceClipRepository } from './voice-clip.repository.ts';

/** What a voice-clip speech job fills (see generation/targets/voice-clip.job.ts). */
export interface VoiceClipTarget {
  type: 'voice-clip';
  scenarioId: string;
  clipId: string;
  jobId: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** Seconds the spoken audio plays: the WAV header when it is one, else the provider's word, else ffmpeg's. */
async function durationOf(media: GeneratedMedia, signal?: AbortSignal): Promise<number> {
  const wav = readWavInfo(media.bytes);
  if (wav && wav.durationSeconds > 0) return wav.durationSeconds;
  if (media.durationSeconds && media.durationSeconds > 0) return media.durationSeconds;
  const extension = media.contentType === 'audio/mpeg' ? 'mp3' : media.contentType === 'audio/wav' ? 'wav' : 'audio';
  return probeAudioDuration(media.bytes, extension, { signal });
}

/** The line a voice-clip job speaks (its payload). */
export interface SpokenLine {
  text?: string | null;
  voice?: string | null;
  language?: string | null;
  /** The speaking character's rate and pitch (1: the voice's own). */
  rate?: number | null;
  pitch?: number | null;
}

/** The worker side of a voice clip: speaks the job's line and measures how long it plays. */
export async function speakVoiceClip(
  speech: SpeechProvider,
  spoken: SpokenLine,
  signal?: AbortSignal,
): Promise<GeneratedMedia> {
  const line = text(spoken.text);
  if (!line) throw new ProviderError('input', 'The voice clip has no text to speak');
  const media = await speech.synthesize(
    {
      text: line,
      voice: text(spoken.voice),
      language: text(spoken.language) ?? 'en',
      ...prosodyOf(spoken),
    },
    { signal },
  );
  return { ...media, durationSeconds: await durationOf(media, signal) };
}

/**
 * Inside the job's completing transaction (`clips` bound to it): the clip takes the audio and becomes ready. A clip
 * deleted or spoken again meanwhile fails the job instead (not retried), so its credits are released and its file
 * removed.
 */
export async function fillVoiceClip(
  clips: Pick<VoiceClipRepository, 'finishJob'>,
  target: VoiceClipTarget,
  url: string,
  duration: number | undefined,
): Promise<void> {
  const row = await clips.finishJob(target.clipId, target.jobId, {
    audioUrl: url,
    duration: duration ?? null,
    status: 'ready',
    error: null,
  });
  if (!row) throw new ProviderError('input', 'The voice clip was removed or changed meanwhile');
}

/** Inside the failing transaction (`clips` bound to it): the clip, if it still waits for this job, shows the error. */
export async function failVoiceClip(
  clips: Pick<VoiceClipRepository, 'finishJob'>,
  target: VoiceClipTarget,
  error: string,
): Promise<void> {
  await clips.finishJob(target.clipId, target.jobId, { status: 'failed', error });
}
