import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_CONTRACTS } from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import type { UploadedFile } from '../modules/stored-files/reference-image-upload.ts';
import type { Services } from '../operations/services.ts';
import { uploadAnswer } from './upload-answer.ts';

/**
 * POST /api/upload/style-reference (HTTP only, multipart field `image`): the wizard's style reference image,
 * before any project exists. Registered in the scope that has the multipart plugin, with its image-field reader.
 */
export function registerStyleReferenceUploadRoute(
  scope: FastifyInstance,
  services: Services,
  readImageField: (request: FastifyRequest) => Promise<UploadedFile | undefined>,
): void {
  scope.post(UPLOAD_CONTRACTS['upload.styleReference'].path, async (request) => {
    const user = request.identity?.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    const data = await services.story.uploadStyleReference(user.id, () => readImageField(request));
    return uploadAnswer(services, 'upload.styleReference', data);
  });
}
