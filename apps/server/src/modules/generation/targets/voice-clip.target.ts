import { z } from 'zod';
import { failVoiceClip, fillVoiceClip, speakVoiceClip } from '../../timeline/voice-clip-job.ts';
import { defineGenerationTarget } from './define-target.ts';

/** A spoken line of the timeline; the clip only takes the audio while it still waits for this job. */
export const voiceClipTarget = defineGenerationTarget({
  type: 'voice-clip',
  schema: z.object({
    type: z.literal('voice-clip'),
    scenarioId: z.string(),
    clipId: z.string(),
    jobId: z.string(),
  }),
  targetId: (target) => target.clipId,
  subject: (target) => ({ scenarioId: target.scenarioId, shotId: null, assetId: null }),
  produce: (deps, job, _target, call) => speakVoiceClip(deps.providers.speech, job, call.signal),
  fill: (tx, target, { output, media }) => fillVoiceClip(tx, target, output.url, media.durationSeconds),
  fail: (tx, target, message) => failVoiceClip(tx, target, message),
});
