import type { FastifyInstance } from 'fastify';
import type { Services } from '../operations/services.ts';
import { isApiPath } from './paths.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A review link guest's answer (operation.ts isGuestAnswer): its media is addressed in the link's scope. */
    isGuestAnswer?: boolean;
  }
}

/** The JSON of an answer around shared data, and the signature expiry its addresses carry. */
interface SignedBody {
  expiry: number;
  json: string;
}

/**
 * The data of a `{ success: true, data }` envelope when it is frozen: a cached page shared by many answers (the
 * project list, projects/project-list-cache.ts), whose signed JSON can be reused as long as signatures do not move.
 */
function sharedDataOf(payload: unknown): object | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { success, data, ...rest } = payload as { success?: unknown; data?: unknown };
  if (success !== true || Object.keys(rest).length > 0) return undefined;
  return typeof data === 'object' && data !== null && Object.isFrozen(data) ? data : undefined;
}

/**
 * Every JSON answer of the API (the envelope of each /api route) leaves with its media addresses signed:
 * records keep `/media/<key>`, clients get `/media/<key>?exp=…&sig=…` they can put in <img> and <video>.
 * An answer around frozen shared data is signed and serialised once per signature window and then sent as it is.
 * A review link guest's answer is left alone: its files are addressed in the link's scope, never the members'.
 */
export function registerMediaSigning(app: FastifyInstance, services: Services): void {
  const bodies = new WeakMap<object, SignedBody>();
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!isApiPath(request.url) || request.routeOptions.config.isGuestAnswer) return payload;
    const shared = sharedDataOf(payload);
    if (!shared) return services.mediaAccess.signPaths(payload);
    const expiry = services.mediaAccess.currentExpiry();
    let body = bodies.get(shared);
    if (body?.expiry !== expiry) {
      body = { expiry, json: JSON.stringify(services.mediaAccess.signPaths(payload)) };
      bodies.set(shared, body);
    }
    const { json } = body;
    reply.serializer(() => json);
    return payload;
  });
}
