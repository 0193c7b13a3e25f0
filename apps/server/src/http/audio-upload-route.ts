import type { FastifyInstance } from 'fastify';
import { AUDIO_UPLOAD_MAX_BYTES, AudioUploadParams, UPLOAD_CONTRACTS } from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import type { Services } from '../operations/services.ts';
import { readUploadField } from './multipart-field.ts';
import { uploadAnswer } from './upload-answer.ts';

const upload = UPLOAD_CONTRACTS['upload.scenarioAudio'];

/** POST /api/upload/scenario/:id/audio (HTTP only); registered in the scope that has the multipart plugin. */
export function registerAudioUploadRoute(scope: FastifyInstance, services: Services): void {
  scope.post(upload.path, async (request) => {
    const user = request.identity?.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    const { id } = AudioUploadParams.parse(request.params);
    const data = await services.audioUploads.upload(user.id, id, () =>
      readUploadField(request, { field: upload.field, maxBytes: AUDIO_UPLOAD_MAX_BYTES, kind: 'audio' }),
    );
    return uploadAnswer(services, 'upload.scenarioAudio', data);
  });
}
