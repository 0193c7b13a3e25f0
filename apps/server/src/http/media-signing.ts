import type { FastifyInstance } from 'fastify';
import type { Services } from '../modules/services.ts';
import { isApiPath } from './paths.ts';

/**
 * Every JSON answer of the API (the envelope of each /api route) leaves with its media addresses signed:
 * records keep `/media/<key>`, clients get `/media/<key>?exp=…&sig=…` they can put in <img> and <video>.
 */
export function registerMediaSigning(app: FastifyInstance, services: Services): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    isApiPath(request.url) ? services.mediaAccess.signPaths(payload) : payload,
  );
}
