import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUDIO_UPLOAD_FIELD, AUDIO_UPLOAD_MAX_BYTES, AUDIO_UPLOAD_PATH, AudioUploadParams } from '@sym/contracts';
import { AppError, validationError } from '../errors/app-error.ts';
import type { UploadedAudio } from '../modules/timeline/audio-upload.service.ts';
import type { Services } from '../modules/services.ts';

const MAX_PARTS = 20;

/** Multipart problems (not multipart, too many parts, cut short) are the client's: 422 on the audio field. */
function uploadError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== 'number' || status >= 500) return error;
  const code = (error as { code?: unknown }).code;
  const message =
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
      ? `Send the audio as multipart/form-data in the field ${AUDIO_UPLOAD_FIELD}`
      : error instanceof Error
        ? error.message
        : 'Invalid upload';
  return validationError(AUDIO_UPLOAD_FIELD, message);
}

/**
 * Reads the file of the `audio` field, keeping at most the size limit in memory (a larger file is cut there and
 * marked too large); other parts are drained. Undefined when the request has no such file.
 */
async function readAudioField(request: FastifyRequest): Promise<UploadedAudio | undefined> {
  try {
    let found: UploadedAudio | undefined;
    const files = request.files({
      limits: { fileSize: AUDIO_UPLOAD_MAX_BYTES, parts: MAX_PARTS },
      throwFileSizeLimit: false,
    });
    for await (const part of files) {
      if (found || part.fieldname !== AUDIO_UPLOAD_FIELD) {
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

/** POST /api/upload/scenario/:id/audio (HTTP only); registered in the scope that has the multipart plugin. */
export function registerAudioUploadRoute(scope: FastifyInstance, services: Services): void {
  scope.post(AUDIO_UPLOAD_PATH, async (request) => {
    const user = request.identity?.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    const { id } = AudioUploadParams.parse(request.params);
    const data = await services.audioUploads.upload(user.id, id, () => readAudioField(request));
    return { success: true, data };
  });
}
