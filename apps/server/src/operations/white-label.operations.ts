import { defineOperation } from './operation.ts';

/**
 * Brands (white label, professional edition: the contracts gate them on `white_label`): the site's (its
 * administrator) and each team's (its owner and admins) are read and changed here; their logo and favicon are
 * uploaded over HTTP (http/brand-image-upload-route.ts). Any page may ask which brand it shows.
 */
export const whiteLabelOperations = [
  defineOperation('whiteLabel.get', (ctx, input) => ctx.services.whiteLabels.get(ctx.user.id, input)),
  defineOperation('whiteLabel.update', (ctx, input) => ctx.services.whiteLabels.update(ctx.user.id, input)),
  defineOperation('whiteLabel.removeImage', (ctx, input) =>
    ctx.services.whiteLabels.removeImage(ctx.user.id, input, input.image),
  ),
  defineOperation('whiteLabel.resolve', (ctx, input) =>
    ctx.services.whiteLabels.resolve(input, { userId: ctx.user?.id, host: ctx.host }),
  ),
];
