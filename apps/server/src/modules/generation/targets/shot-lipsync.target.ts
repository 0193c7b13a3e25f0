import type { GeneratedMedia } from '../../../providers/provider.ts';
import { shotLipsyncSource } from '../generation-inputs.ts';
import { defineShotTarget } from './shot-generation-steps.ts';

/** A spoken line (given as text, or an uploaded clip of ours) put on the shot's clip or image. */
export const shotLipsyncTarget = defineShotTarget('shot-lipsync', async (deps, job, target, call) => {
  const { signal } = call;
  const source = await shotLipsyncSource(deps, job, target, signal);
  const audioUrl = typeof job.input.audioUrl === 'string' ? job.input.audioUrl : undefined;
  const speech: GeneratedMedia = audioUrl
    ? { bytes: await deps.media.read(audioUrl, signal), contentType: 'audio/mpeg' }
    : await deps.providers.speech.synthesize(
        {
          text: String(job.input.text ?? ''),
          voice: typeof job.input.voice === 'string' ? job.input.voice : undefined,
          language: source.language,
        },
        { signal },
      );
  return deps.providers.lipsync.generate(
    { ...source, audio: speech.bytes, audioContentType: speech.contentType },
    call,
  );
});
