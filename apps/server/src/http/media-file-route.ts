import type { FastifyInstance } from 'fastify';
import { MEDIA_PATH_PREFIX } from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { parseRangeHeader, RangeNotSatisfiableError } from '../media/byte-range.ts';
import type { MediaObject } from '../media/media-storage.ts';
import type { Services } from '../operations/services.ts';
import { isNotModified, isRangeStillValid, validatorsOf } from './media-validators.ts';

/**
 * The query of a media address: a signature (`exp`, `sig`, `bin=1` for the Recycle Bin's), a share link (`share`),
 * or a review link's signature (`review`, `exp`, `sig`; `download=1` to save the file).
 */
interface MediaQuery {
  exp?: unknown;
  sig?: unknown;
  bin?: unknown;
  share?: unknown;
  brand?: unknown;
  review?: unknown;
  download?: unknown;
}

/**
 * Who may read the file: anyone with a live share link whose video or poster it is (shared caches may keep it),
 * anyone while a brand uses it as its logo or favicon,
 * a valid signature (the browser's own cache only), the Recycle Bin's signature (also while it is binned), or a
 * live review link's signature (as an attachment when its guest downloads).
 */
type Reader = 'share' | 'brand' | 'signed' | 'bin' | 'review' | 'review-download';

async function readerOf(services: Services, key: string, query: MediaQuery): Promise<Reader | undefined> {
  if (typeof query.share === 'string') {
    return (await services.shares.isSharedMedia(query.share, key)) ? 'share' : undefined;
  }
  if (typeof query.brand === 'string') {
    // A brand's logo or favicon, while the brand uses it: public, like the pages that show it.
    return (await services.whiteLabels.usesImage(query.brand, key)) ? 'brand' : undefined;
  }
  if (typeof query.review === 'string') {
    const { review, exp, sig, download } = query;
    // Asked on every request: a revoked or expired link (or one of a binned episode) stops its media at once; a
    // link without downloads answers `download=1` with 403.
    const access = await services.reviewMedia.check(key, { review, exp, sig, download });
    return access && (access.attachment ? 'review-download' : 'review');
  }
  const scope = query.bin === '1' ? 'bin' : 'plain';
  if (query.bin !== undefined && scope === 'plain') return undefined;
  const check = services.mediaAccess.checkSignature(key, query.exp, query.sig, 0, scope);
  return check.valid ? (scope === 'bin' ? 'bin' : 'signed') : undefined;
}

/**
 * Deleted means gone: a cache may keep a copy but must ask again before each use (`no-cache`), so a file whose
 * rows all went to the Recycle Bin stops showing at once, signature or not; asking again is a 304 while it shows.
 */
const cacheControlOf = (reader: Reader) =>
  reader === 'share' || reader === 'brand' ? 'public, no-cache' : 'private, no-cache';

/**
 * GET /media/:key: a stored file with its content type, whole or one byte range (206, 416 past the end), to a
 * request with a valid signature, a live share link's id or a live review link's signature (media-access.ts), while
 * some live row uses it (or none ever did); the Recycle Bin's signature also reaches files of binned items.
 * Anything else is 404 (a review link's download where it allows none: 403). Answers carry
 * ETag and Last-Modified: a cached copy that is still shown is revalidated with 304.
 */
export function registerMediaFileRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { key: string }; Querystring: MediaQuery }>(`${MEDIA_PATH_PREFIX}:key`, async (request, reply) => {
    const { key } = request.params;
    // Whatever the reason (no signature, a wrong or expired one, a revoked link, a binned file), it is "not found".
    const reader = await readerOf(services, key, request.query);
    if (!reader) throw new AppError('NOT_FOUND');
    const serving = await services.files.servingOf(key);
    if (serving?.showing === 'released' || (serving?.showing === 'binned' && reader !== 'bin')) {
      throw new AppError('NOT_FOUND');
    }
    // A file written before owner rows existed has none: it is served as before, without validators.
    const validators = serving && validatorsOf(serving);
    const caching = {
      'cache-control': cacheControlOf(reader),
      ...(validators && { etag: validators.etag, 'last-modified': validators.lastModified }),
      ...(reader === 'review-download' && { 'content-disposition': `attachment; filename="${key}"` }),
    };
    if (validators && isNotModified(request.headers, validators)) return reply.code(304).headers(caching).send();
    // Video seeking asks for byte ranges; a resumed one (If-Range) keeps its range only if the file is the same.
    const range = isRangeStillValid(request.headers['if-range'], validators)
      ? parseRangeHeader(request.headers.range)
      : undefined;
    let stored: MediaObject | undefined;
    try {
      stored = await services.files.get(key, range);
    } catch (error) {
      if (!(error instanceof RangeNotSatisfiableError)) throw error;
      return reply.code(416).header('accept-ranges', 'bytes').header('content-range', `bytes */${error.size}`).send();
    }
    if (!stored) throw new AppError('NOT_FOUND');
    reply
      .headers(caching)
      .header('content-type', stored.contentType)
      .header('accept-ranges', 'bytes')
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
