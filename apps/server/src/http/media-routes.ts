import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REFERENCE_IMAGE_FIELD,
  REFERENCE_IMAGE_MAX_BYTES,
  ReferenceImageUploadParams,
  UPLOAD_CONTRACTS,
} from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import type { Services } from '../operations/services.ts';
import { registerAudioUploadRoute } from './audio-upload-route.ts';
import { registerBrandImageUploadRoutes } from './brand-image-upload-route.ts';
import { registerMediaFileRoute } from './media-file-route.ts';
import { readUploadField } from './multipart-field.ts';
import { registerStyleReferenceUploadRoute } from './style-reference-upload-route.ts';
import { registerShotTakeUploadRoute } from './shot-take-upload-route.ts';
import { uploadAnswer } from './upload-answer.ts';
import { registerVoiceSampleUploadRoute } from './voice-sample-upload-route.ts';

/** The `image` field of a reference-image upload (asset references and the wizard's style reference). */
const readImageField = (request: FastifyRequest, field = REFERENCE_IMAGE_FIELD) =>
  readUploadField(request, { field, maxBytes: REFERENCE_IMAGE_MAX_BYTES, kind: 'image' });

/**
 * HTTP-only media routes: the multipart reference-image upload (rules in the asset service) and the file route
 * GET /media/:key serving stored files with their content type, whole or one byte range (206), to a request
 * with a valid signature or a live share link's id (media-access.ts); anything else is 404.
 */
export function registerMediaRoutes(app: FastifyInstance, services: Services, siteTier: string): void {
  void app.register(async (scope) => {
    await scope.register(multipart);

    scope.post(UPLOAD_CONTRACTS['upload.assetReference'].path, async (request) => {
      const user = request.identity?.user;
      if (!user) throw new AppError('UNAUTHORIZED');
      const { id } = ReferenceImageUploadParams.parse(request.params);
      const data = await services.assetImages.uploadReferenceImage({ id: user.id, tier: user.tier }, id, () =>
        readImageField(request),
      );
      return uploadAnswer(services, 'upload.assetReference', data);
    });
    registerAudioUploadRoute(scope, services);
    registerVoiceSampleUploadRoute(scope, services, siteTier);
    registerStyleReferenceUploadRoute(scope, services, readImageField);
    registerShotTakeUploadRoute(scope, services);
    registerBrandImageUploadRoutes(scope, services, siteTier);

    registerMediaFileRoute(scope, services);
  });
}
