import type { FastifyInstance } from 'fastify';
import type { Services } from '../modules/services.ts';
import { isApiPath } from './paths.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The bearer token of an Authorization header, or undefined. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}

/**
 * Reads `Authorization: Bearer` on /api requests. A valid token of an active session sets
 * request.identity; anything else leaves it unset, and operations with auth 'required' answer 401.
 * While the app runs it hears session revocations and user changes (also of the installation's other
 * processes), so the sessions it checked can be trusted for a while without a database round trip.
 */
export function registerAuthHook(app: FastifyInstance, services: Services): void {
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await services.sessionInvalidation.listen((error) =>
      app.log.warn({ err: error }, 'session revocations: not listening, checking every session in the database'),
    );
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
  });
  app.decorateRequest('identity', undefined);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    const token = bearerTokenOf(request.headers.authorization);
    if (token) request.identity = await services.auth.authenticate(token);
  });
}
