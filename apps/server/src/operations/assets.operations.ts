import { DOMAIN_MESSAGES, VariantUpdateInput } from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { fieldErrorsOf } from '../errors/error-response.ts';
import { entitlementOf } from './entitlement.ts';
import { defineOperation, type AuthenticatedContext } from './operation.ts';

const actorOf = (ctx: AuthenticatedContext) => ({ id: ctx.user.id, tier: ctx.user.tier });
const entitlementFor = (ctx: AuthenticatedContext) => (holder: { tier: AuthenticatedContext['user']['tier'] }) =>
  entitlementOf(holder, ctx.siteTier);

const UPDATABLE_VARIANT_FIELDS = ['variant_name', 'description', 'status', 'is_primary'] as const;

/** Variant update answers any invalid body with 'Invalid request' (spec §8) and the usual field details. */
function parseVariantUpdate(payload: Record<string, unknown>): VariantUpdateInput {
  const parsed = VariantUpdateInput.safeParse(payload);
  if (!parsed.success) {
    throw new AppError('VALIDATION_ERROR', DOMAIN_MESSAGES.invalidRequest, fieldErrorsOf(parsed.error));
  }
  if (!UPDATABLE_VARIANT_FIELDS.some((field) => parsed.data[field] !== undefined)) {
    throw new AppError('VALIDATION_ERROR', DOMAIN_MESSAGES.invalidRequest, [
      { field: 'body', message: `Expected one of ${UPDATABLE_VARIANT_FIELDS.join(', ')}` },
    ]);
  }
  return parsed.data;
}

export const assetOperations = [
  defineOperation('asset.listByProject', (ctx, input) => ctx.services.assets.listByProject(actorOf(ctx), input)),
  defineOperation('assets.list', (ctx, input) => ctx.services.assets.listByProject(actorOf(ctx), input)),
  defineOperation('asset.voice.get', (ctx, input) => ctx.services.assetVoices.get(ctx.user.id, input.id)),
  defineOperation('asset.voice.put', (ctx, input) => ctx.services.assetVoices.put(ctx.user.id, input)),
  defineOperation('asset.voice.sample.delete', (ctx, input) =>
    ctx.services.assetVoiceSamples.remove(ctx.user.id, input),
  ),
  defineOperation('asset.voice.clone', (ctx, input) => ctx.services.assetVoiceSamples.clone(ctx.user.id, input.id)),
  defineOperation('asset.get', (ctx, input) => ctx.services.assets.get(actorOf(ctx), input.id)),
  defineOperation('asset.create', (ctx, input) => ctx.services.assets.create(actorOf(ctx), input, entitlementFor(ctx))),
  defineOperation('asset.update', (ctx, input) => ctx.services.assets.update(actorOf(ctx), input, entitlementFor(ctx))),
  defineOperation('asset.delete', (ctx, input) => ctx.services.assets.delete(actorOf(ctx), input.id)),
  defineOperation('asset.referenceImage.remove', (ctx, input) =>
    ctx.services.assetImages.removeReferenceImage(actorOf(ctx), input.id),
  ),
  defineOperation('asset.generations.list', (ctx, input) => ctx.services.variants.list(ctx.user.id, input.id)),
  defineOperation('asset.generation.create', (ctx, input) => ctx.services.variants.create(ctx.user.id, input)),
  // Parsed by parseVariantUpdate so a bad body answers 'Invalid request' rather than 'Validation error'.
  defineOperation('asset.generation.update', (ctx, input) =>
    ctx.services.variants.update(ctx.user.id, parseVariantUpdate(input)),
  ),
  defineOperation('asset.generation.delete', (ctx, input) => ctx.services.variants.delete(ctx.user.id, input)),
  defineOperation('asset.variant.images.list', (ctx, input) =>
    ctx.services.variantImages.listImages(ctx.user.id, input.generationId),
  ),
  defineOperation('asset.variant.images.batch', (ctx, input) =>
    ctx.services.variantImages.batchImages(ctx.user.id, input.generationIds),
  ),
  defineOperation('asset.variant.image.setPrimaryById', (ctx, input) =>
    ctx.services.variantImages.setPrimaryImage(ctx.user.id, input),
  ),
  defineOperation('asset.variant.image.deleteById', (ctx, input) =>
    ctx.services.variantImages.deleteImage(ctx.user.id, input),
  ),
  defineOperation('asset.variant.mod.add', (ctx, input) =>
    ctx.services.variantModifications.addModification(ctx.user.id, input),
  ),
  defineOperation('asset.variant.mod.list', (ctx, input) =>
    ctx.services.variantModifications.listModifications(ctx.user.id, input),
  ),
  defineOperation('asset.variant.mod.delete', (ctx, input) =>
    ctx.services.variantModifications.deleteModification(ctx.user.id, input),
  ),
];
