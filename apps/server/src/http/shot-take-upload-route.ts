import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ShotVersionsInput, UPLOAD_CONTRACTS } from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import type { UploadedFile } from '../modules/stored-files/reference-image-upload.ts';
import type { Services } from '../operations/services.ts';
import { uploadAnswer } from './upload-answer.ts';

const upload = UPLOAD_CONTRACTS['upload.shotTake'];

/**
 * POST /api/scenarios/:id/shots/:shotId/takes (HTTP only, multipart field `file`): a picture the user made becomes
 * a take of the shot. Registered in the scope that has the multipart plugin, with an image-field reader.
 */
export function registerShotTakeUploadRoute(
  scope: FastifyInstance,
  services: Services,
  readImageField: (request: FastifyRequest, field: string) => Promise<UploadedFile | undefined>,
): void {
  scope.post(upload.path, async (request) => {
    const user = request.identity?.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    const params = ShotVersionsInput.parse(request.params);
    const data = await services.shotVersions.upload(user.id, params, () => readImageField(request, upload.field));
    return uploadAnswer(services, 'upload.shotTake', data);
  });
}
