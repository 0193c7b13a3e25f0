import { shotVideoRequest } from '../generation-inputs.ts';
import { defineShotTarget } from './shot-generation-steps.ts';

/** A shot's clip, animated from its chosen image with its camera motion. */
export const shotVideoTarget = defineShotTarget('shot-video', async (deps, job, target, call) =>
  deps.providers.video.generate(await shotVideoRequest(deps, job, target, call.signal), call),
);
