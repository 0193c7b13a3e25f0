import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MEDIA_PATH_PREFIX,
  REFERENCE_IMAGE_FIELD,
  REFERENCE_IMAGE_MAX_BYTES,
  REFERENCE_IMAGE_UPLOAD_PATH,
  ReferenceImageUploadParams,
} from '@sym/contracts';
import { AppError, validationError } from '../errors/app-error.ts';
import { parseRangeHeader, RangeNotSatisfiableError } from '../media/byte-range.ts';
import type { MediaObject } from '../media/media-storage.ts';
import type { UploadedFile } from '../modules/assets/asset.service.ts';
import type { Services } from '../modules/services.ts';
import { registerAudioUploadRoute } from './audio-upload-route.ts';
import { registerStyleReferenceUploadRoute } from './style-reference-upload-route.ts';

/** Stored files never change (new content gets a new random key), so browsers and proxies may keep them. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const MAX_PARTS = 20;

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** Multipart problems (not multipart, too many parts, cut short) are the client's: 422 on the image field. */
function uploadError(error: unknown): unknown {
  const status = statusOf(error);
  if (status === undefined || status >= 500) return error;
  const code = (error as { code?: unknown }).code;
  const message =
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
      ? `Send the image as multipart/form-data in the field ${REFERENCE_IMAGE_FIELD}`
      : error instanceof Error
        ? error.message
        : 'Invalid upload';
  return validationError(REFERENCE_IMAGE_FIELD, message);
}

/**
 * Reads the file of the `image` field, keeping at most the size limit in memory; other parts are drained.
 * Undefined when the request has no such file.
 */
async function readImageField(request: FastifyRequest): Promise<UploadedFile | undefined> {
  try {
    let found: UploadedFile | undefined;
    const files = request.files({
      limits: { fileSize: REFERENCE_IMAGE_MAX_BYTES, parts: MAX_PARTS },
      throwFileSizeLimit: false,
    });
    for await (const part of files) {
      if (found || part.fieldname !== REFERENCE_IMAGE_FIELD) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      found = { bytes: Buffer.concat(chunks), isTooLarge: part.file.truncated };
    }
    return found;
  } catch (error) {
    throw uploadError(error);
  }
}

/**
 * HTTP-only media routes: the multipart reference-image upload (rules in the asset service) and the public
 * file route GET /media/:key serving stored files with their content type, whole or one byte range (206).
 */
export function registerMediaRoutes(app: FastifyInstance, services: Services): void {
  void app.register(async (scope) => {
    await scope.register(multipart);

    scope.post(REFERENCE_IMAGE_UPLOAD_PATH, async (request) => {
      const user = request.identity?.user;
      if (!user) throw new AppError('UNAUTHORIZED');
      const { id } = ReferenceImageUploadParams.parse(request.params);
      const data = await services.assets.uploadReferenceImage({ id: user.id, tier: user.tier }, id, () =>
        readImageField(request),
      );
      return { success: true, data };
    });
    registerAudioUploadRoute(scope, services);
    registerStyleReferenceUploadRoute(scope, services, readImageField);

    scope.get<{ Params: { key: string } }>(`${MEDIA_PATH_PREFIX}:key`, async (request, reply) => {
      // Video seeking asks for byte ranges. Files never change, so an If-Range validator from elsewhere is
      // not ours to honour: with one, the whole file is sent (RFC 9110 §13.1.5).
      const range = request.headers['if-range'] ? undefined : parseRangeHeader(request.headers.range);
      let stored: MediaObject | undefined;
      try {
        stored = await services.media.get(request.params.key, range);
      } catch (error) {
        if (!(error instanceof RangeNotSatisfiableError)) throw error;
        return reply.code(416).header('accept-ranges', 'bytes').header('content-range', `bytes */${error.size}`).send();
      }
      if (!stored) throw new AppError('NOT_FOUND');
      reply
        .header('content-type', stored.contentType)
        .header('accept-ranges', 'bytes')
        .header('cache-control', IMMUTABLE_CACHE)
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
  });
}
