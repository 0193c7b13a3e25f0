import type { FastifyInstance } from 'fastify';
import {
  BRAND_IMAGE_FIELD,
  BRAND_IMAGES,
  UPLOAD_CONTRACTS,
  WHITE_LABEL_LIMITS,
  WhiteLabelScopeInput,
  type UploadName,
} from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { entitlementOf } from '../operations/entitlement.ts';
import { assertFeature } from '../operations/feature-guard.ts';
import type { Services } from '../operations/services.ts';
import { readUploadField } from './multipart-field.ts';
import { uploadAnswer } from './upload-answer.ts';

const UPLOAD_OF = { logo: 'upload.whiteLabelLogo', favicon: 'upload.whiteLabelFavicon' } as const satisfies Record<
  (typeof BRAND_IMAGES)[number],
  UploadName
>;

/**
 * POST /api/white-label/logo and /api/white-label/favicon (HTTP only, multipart field `image`, `?teamId=` for a
 * team's brand): a brand's pictures, decoded and stored as PNGs of bounded size (WhiteLabelService). Professional
 * edition only, like the white label's operations. Registered in the scope that has the multipart plugin.
 */
export function registerBrandImageUploadRoutes(scope: FastifyInstance, services: Services, siteTier: string): void {
  for (const image of BRAND_IMAGES) {
    const name = UPLOAD_OF[image];
    scope.post(UPLOAD_CONTRACTS[name].path, async (request) => {
      const user = request.identity?.user;
      if (!user) throw new AppError('UNAUTHORIZED');
      assertFeature(entitlementOf(user, siteTier), 'white_label');
      const scopeInput = WhiteLabelScopeInput.parse(request.query ?? {});
      const data = await services.whiteLabels.uploadImage(user.id, scopeInput, image, () =>
        readUploadField(request, {
          field: BRAND_IMAGE_FIELD,
          maxBytes: WHITE_LABEL_LIMITS.imageMaxBytes,
          kind: 'image',
        }),
      );
      return uploadAnswer(services, name, data);
    });
  }
}
