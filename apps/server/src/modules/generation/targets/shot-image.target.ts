import { shotImageRequest } from '../generation-inputs.ts';
import { defineShotTarget } from './shot-generation-steps.ts';

/** A shot's picture, drawn from its description, assets and the project style. */
export const shotImageTarget = defineShotTarget('shot-image', async (deps, job, target, call) =>
  deps.providers.image.generate(await shotImageRequest(deps, job, target, call.signal), call),
);
