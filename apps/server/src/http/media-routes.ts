import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MEDIA_PATH_PREFIX,
  REFERENCE_IMAGE_FIELD,
  REFERENCE_IMAGE_MAX_BYTES,
  REFERENCE_IMAGE_UPLOAD_PATH,
  ReferenceImageUploadParams,
} from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { parseRangeHeader, RangeNotSatisfiableError } from '../media/byte-range.ts';
import type { MediaObject } from '../media/media-storage.ts';
import type { Services } from '../modules/services.ts';
import { registerAudioUploadRoute } from './audio-upload-route.ts';
import { readUploadField } from './multipart-field.ts';
import { registerStyleReferenceUploadRoute } from './style-reference-upload-route.ts';

/** Stored files never change (new content gets a new random key), so browsers and proxies may keep them. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The `image` field of a reference-image upload (asset references and the wizard's style reference). */
const readImageField = (request: FastifyRequest) =>
  readUploadField(request, { field: REFERENCE_IMAGE_FIELD, maxBytes: REFERENCE_IMAGE_MAX_BYTES, kind: 'image' });

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
