import type { FastifyInstance } from 'fastify';
import { ShotVersionsInput, UPLOAD_CONTRACTS } from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { SHOT_TAKE_READ_MAX_BYTES } from '../modules/shots/shot-take-file.ts';
import type { Services } from '../operations/services.ts';
import { readUploadField } from './multipart-field.ts';
import { uploadAnswer } from './upload-answer.ts';

const upload = UPLOAD_CONTRACTS['upload.shotTake'];

/**
 * POST /api/scenarios/:id/shots/:shotId/takes (HTTP only, multipart field `file`): a picture or video the user
 * made becomes a take of the shot. Registered in the scope that has the multipart plugin; the file is read up to
 * a video's limit, and the service refuses a picture over a picture's.
 */
export function registerShotTakeUploadRoute(scope: FastifyInstance, services: Services): void {
  scope.post(upload.path, async (request) => {
    const user = request.identity?.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    const params = ShotVersionsInput.parse(request.params);
    const data = await services.shotVersions.upload(user.id, params, () =>
      readUploadField(request, { field: upload.field, maxBytes: SHOT_TAKE_READ_MAX_BYTES, kind: 'picture or video' }),
    );
    return uploadAnswer(services, 'upload.shotTake', data);
  });
}
