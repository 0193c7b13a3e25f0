import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STYLE_REFERENCE_UPLOAD_PATH } from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import type { UploadedImage } from '../modules/story/story.service.ts';
import type { Services } from '../modules/services.ts';

/**
 * POST /api/upload/style-reference (HTTP only, multipart field `image`): the wizard's style reference image,
 * before any project exists. Registered in the scope that has the multipart plugin, with its image-field reader.
 */
export function registerStyleReferenceUploadRoute(
  scope: FastifyInstance,
  services: Services,
  readImageField: (request: FastifyRequest) => Promise<UploadedImage | undefined>,
): void {
  scope.post(STYLE_REFERENCE_UPLOAD_PATH, async (request) => {
    const user = request.identity?.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    const data = await services.storageQuota.chargeUploadsTo(user.id, () =>
      services.story.uploadStyleReference(() => readImageField(request)),
    );
    return { success: true, data };
  });
}
