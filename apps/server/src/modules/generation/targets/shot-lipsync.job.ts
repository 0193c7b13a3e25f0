import { z } from 'zod';
import type { GeneratedMedia } from '../../../providers/provider.ts';
import { prosodyOf } from '../../../providers/speech/speech-provider.ts';
import { defineGenerationJob, GENERATION_POLICY } from '../generation-job-deps.ts';
import { shotTargetSteps } from './shot-generation-steps.ts';

const payload = z.object({
  text: z.string().nullish(),
  voice: z.string().nullish(),
  audioUrl: z.string().nullish(),
  language: z.string().nullish(),
  /** The speaking character's rate and pitch (absent: the voice's own). */
  rate: z.number().nullish(),
  pitch: z.number().nullish(),
  /** The shot's clip (else image) when the job was asked for. */
  visualUrl: z.string().nullish(),
});
export type ShotLipsyncPayload = z.infer<typeof payload>;

/** A spoken line (given as text, or an uploaded clip of ours) put on the shot's clip or image. */
export const shotLipsyncJob = defineGenerationJob({
  name: 'shot-lipsync',
  records: 'generation_jobs',
  payload,
  target: shotTargetSteps<'shot-lipsync', ShotLipsyncPayload>('shot-lipsync'),
  policy: { ...GENERATION_POLICY, concurrency: 'half' },
  // A line given as text is spoken first: its speech is paid with the lip-sync.
  credits: { payer: 'requester', cost: (price, request) => price('lipsync') + (request.text ? price('speech') : 0) },
  async handle(deps, run) {
    const { signal } = run;
    const request = run.payload;
    const source = await deps.inputs.shotLipsyncSource(run);
    const speech: GeneratedMedia = request.audioUrl
      ? { bytes: await deps.media.read(request.audioUrl, signal), contentType: 'audio/mpeg' }
      : await (
          await deps.models.providerFor(run.projectId, 'speech')
        ).synthesize(
          {
            text: request.text ?? '',
            voice: request.voice ?? undefined,
            language: source.language,
            ...prosodyOf(request),
          },
          { signal },
        );
    return (await deps.models.providerFor(run.projectId, 'lipsync')).generate(
      { ...source, audio: speech.bytes, audioContentType: speech.contentType },
      run,
    );
  },
});
