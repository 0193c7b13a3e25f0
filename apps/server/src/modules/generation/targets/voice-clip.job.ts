import { z } from 'zod';
import { failVoiceClip, fillVoiceClip, speakVoiceClip } from '../../timeline/voice-clip-job.ts';
import { chargeOne } from '../job-definition.ts';
import { defineGenerationJob, GENERATION_POLICY } from '../generation-job-deps.ts';

const payload = z.object({
  text: z.string().nullish(),
  voice: z.string().nullish(),
  language: z.string().nullish(),
  /** The speaking character's rate and pitch (absent: the voice's own). */
  rate: z.number().nullish(),
  pitch: z.number().nullish(),
  /** What the speech is made from (stale marking, made-from.ts): the words, the voice and the language. */
  madeFrom: z
    .object({ hash: z.string(), parts: z.record(z.string(), z.string()), names: z.record(z.string(), z.string()) })
    .optional(),
});
export type VoiceClipPayload = z.infer<typeof payload>;

/** A spoken line of the timeline; the clip only takes the audio while it still waits for this job. */
export const voiceClipJob = defineGenerationJob({
  name: 'voice-clip',
  records: 'generation_jobs',
  payload,
  target: {
    schema: z.object({
      type: z.literal('voice-clip'),
      scenarioId: z.string(),
      clipId: z.string(),
      jobId: z.string(),
    }),
    targetId: (clip) => clip.clipId,
    subject: (clip) => ({ scenarioId: clip.scenarioId, shotId: null, assetId: null }),
    fill: (deps, tx, clip, { output, media }) =>
      fillVoiceClip(deps.voiceClips.in(tx), clip, output.url, media.durationSeconds),
    fail: (deps, tx, clip, message) => failVoiceClip(deps.voiceClips.in(tx), clip, message),
  },
  policy: { ...GENERATION_POLICY, concurrency: 'all' },
  credits: chargeOne('speech'),
  handle: async (deps, run) =>
    speakVoiceClip(await deps.models.providerFor(run.projectId, 'speech'), run.payload, run.signal),
});
