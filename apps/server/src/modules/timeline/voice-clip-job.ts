import type { Database } from '../../db/index.ts';
import type { GenerationJobRow } from '../../db/schema.ts';
import { probeAudioDuration } from '../../media/audio-duration.ts';
import { ProviderError, type GeneratedMedia } from '../../providers/provider.ts';
import { readWavInfo } from '../../providers/speech/local/wav-header.ts';
import type { SpeechProvider } from '../../providers/speech/speech-provider.ts';
import { createVoiceClipRepository } from './voice-clip.repository.ts';

/** What a voice-clip speech job fills (see generation-targets.ts). */
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

/** The worker side of a voice clip: speaks the job's line and measures how long it plays. */
export async function speakVoiceClip(
  speech: SpeechProvider,
  job: GenerationJobRow,
  signal?: AbortSignal,
): Promise<GeneratedMedia> {
  const line = text(job.input.text);
  if (!line) throw new ProviderError('input', 'The voice clip has no text to speak');
  const media = await speech.synthesize(
    { text: line, voice: text(job.input.voice), language: text(job.input.language) ?? 'en' },
    { signal },
  );
  return { ...media, durationSeconds: await durationOf(media, signal) };
}

/**
 * Inside the job's completing transaction: the clip takes the audio and becomes ready. A clip deleted or spoken
 * again meanwhile fails the job instead (not retried), so its credits are released and its file removed.
 */
export async function fillVoiceClip(
  tx: Database,
  target: VoiceClipTarget,
  url: string,
  duration: number | undefined,
): Promise<void> {
  const row = await createVoiceClipRepository(tx).finishJob(target.clipId, target.jobId, {
    audioUrl: url,
    duration: duration ?? null,
    status: 'ready',
    error: null,
  });
  if (!row) throw new ProviderError('input', 'The voice clip was removed or changed meanwhile');
}

/** Inside the failing transaction: the clip (if it still waits for this job) shows the error. */
export async function failVoiceClip(tx: Database, target: VoiceClipTarget, error: string): Promise<void> {
  await createVoiceClipRepository(tx).finishJob(target.clipId, target.jobId, { status: 'failed', error });
}
