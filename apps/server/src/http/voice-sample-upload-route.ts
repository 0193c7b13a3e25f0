import type { FastifyInstance } from 'fastify';
import { AUDIO_UPLOAD_MAX_BYTES, UPLOAD_CONTRACTS, VoiceSampleUploadParams } from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { entitlementOf } from '../operations/entitlement.ts';
import { assertFeature } from '../operations/feature-guard.ts';
import type { Services } from '../operations/services.ts';
import { readUploadField } from './multipart-field.ts';
import { uploadAnswer } from './upload-answer.ts';

const upload = UPLOAD_CONTRACTS['upload.assetVoiceSample'];

/**
 * POST /api/upload/asset/:id/voice-sample (HTTP only, multipart field `audio`): a clip of a character speaking,
 * kept with its voice to clone it from. Custom voices are the professional edition's, like the voice's
 * operations (CHARACTER_VOICE_GATE). Registered in the scope that has the multipart plugin.
 */
export function registerVoiceSampleUploadRoute(scope: FastifyInstance, services: Services, siteTier: string): void {
  scope.post(upload.path, async (request) => {
    const user = request.identity?.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    assertFeature(entitlementOf(user, siteTier), 'custom_voices');
    const { id } = VoiceSampleUploadParams.parse(request.params);
    const data = await services.assetVoiceSamples.upload(user.id, id, () =>
      readUploadField(request, { field: upload.field, maxBytes: AUDIO_UPLOAD_MAX_BYTES, kind: 'audio' }),
    );
    return uploadAnswer(services, 'upload.assetVoiceSample', data);
  });
}
