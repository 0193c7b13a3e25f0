import type { FastifyInstance } from 'fastify';
import { isApiKeySecret } from '@sym/contracts';
import type { Services } from '../operations/services.ts';
import { isApiPath } from './paths.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The bearer token of an Authorization header, or undefined. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}

/**
 * Reads `Authorization: Bearer` on /api requests. Two kinds of token are told apart by their start:
 * - an API key (`sym_…`, professional edition) acts as its user on REST calls. The request is refused before any
 *   route runs when the key is unknown, expired or revoked (401), the user has no `api_access` on this site
 *   (403), or the key is over its own rate limit (429); otherwise request.identity holds the user and the key.
 *   Keys are checked in the database on every call, so a revocation holds at once in every process.
 * - anything else is a session's access token: a valid one of an active session sets request.identity; anything
 *   else leaves it unset, and operations with auth 'required' answer 401. While the app runs it hears session
 *   revocations and user changes (also of the installation's other processes), so the sessions it checked can be
 *   trusted for a while without a database round trip.
 * Sockets never come here: their handshake takes access tokens only (realtime/), so a key cannot open one.
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
    if (!token) return;
    request.identity = isApiKeySecret(token)
      ? await services.apiKeys.authenticate(token)
      : await services.sessions.authenticate(token);
  });
}
