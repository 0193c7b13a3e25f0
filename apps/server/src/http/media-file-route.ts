import type { FastifyInstance } from 'fastify';
import { MEDIA_PATH_PREFIX } from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { parseRangeHeader, RangeNotSatisfiableError } from '../media/byte-range.ts';
import type { MediaObject } from '../media/media-storage.ts';
import type { Services } from '../modules/services.ts';

/** The query of a media address: a signature (`exp`, `sig`) or a share link (`share`). */
interface MediaQuery {
  exp?: unknown;
  sig?: unknown;
  share?: unknown;
}

/**
 * A share link's files may sit in shared caches a minute at most: revoking it (or deleting its export) stops them
 * answering here at once, and in any cache within that minute.
 */
const SHARED_CACHE = 'public, max-age=60';

/**
 * How the request may read the file, as its Cache-Control, or undefined when it may not: a live share link whose
 * video or poster it is (public, one minute), or a valid signature (private, until the signature expires).
 */
async function cacheControlOf(services: Services, key: string, query: MediaQuery): Promise<string | undefined> {
  if (typeof query.share === 'string') {
    return (await services.shares.isSharedMedia(query.share, key)) ? SHARED_CACHE : undefined;
  }
  const check = services.mediaAccess.checkSignature(key, query.exp, query.sig);
  return check.valid ? `private, max-age=${check.secondsLeft}` : undefined;
}

/**
 * GET /media/:key: a stored file with its content type, whole or one byte range (206, 416 past the end), to a
 * request with a valid signature or a live share link's id (media-access.ts); anything else is 404.
 */
export function registerMediaFileRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { key: string }; Querystring: MediaQuery }>(`${MEDIA_PATH_PREFIX}:key`, async (request, reply) => {
    const { key } = request.params;
    // Whatever the reason (no signature, a wrong or expired one, a revoked link), the file is "not found".
    const cacheControl = await cacheControlOf(services, key, request.query);
    if (!cacheControl) throw new AppError('NOT_FOUND');
    // Video seeking asks for byte ranges. Files never change, so an If-Range validator from elsewhere is
    // not ours to honour: with one, the whole file is sent (RFC 9110 §13.1.5).
    const range = request.headers['if-range'] ? undefined : parseRangeHeader(request.headers.range);
    let stored: MediaObject | undefined;
    try {
      stored = await services.files.get(key, range);
    } catch (error) {
      if (!(error instanceof RangeNotSatisfiableError)) throw error;
      return reply.code(416).header('accept-ranges', 'bytes').header('content-range', `bytes */${error.size}`).send();
    }
    if (!stored) throw new AppError('NOT_FOUND');
    reply
      .header('content-type', stored.contentType)
      .header('accept-ranges', 'bytes')
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (!stored.range) return reply.header('content-length', stored.size).send(stored.stream);
    const { start, end } = stored.range;
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${stored.size}`)
      .header('content-length', end - start + 1)
      .send(stored.stream);
  });
}
