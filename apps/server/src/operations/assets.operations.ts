import {
  AssetCreateInput,
  AssetIdInput,
  AssetListByProjectInput,
  AssetListInput,
  AssetUpdateInput,
  DOMAIN_MESSAGES,
  ModificationAddInput,
  ModificationIdInput,
  VariantCreateInput,
  VariantIdInput,
  VariantImageIdInput,
  VariantImagesBatchInput,
  VariantImagesListInput,
  VariantUpdateInput,
} from '@sym/contracts';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { fieldErrorsOf } from '../errors/error-response.ts';
import { entitlementOf } from './entitlement.ts';
import { defineUserOperation, type AuthenticatedContext } from './operation.ts';

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
  defineUserOperation('asset.listByProject', AssetListByProjectInput, (ctx, input) =>
    ctx.services.assets.listByProject(actorOf(ctx), input),
  ),
  defineUserOperation('assets.list', AssetListInput, (ctx, input) =>
    ctx.services.assets.listByProject(actorOf(ctx), input),
  ),
  defineUserOperation('asset.get', AssetIdInput, (ctx, input) => ctx.services.assets.get(actorOf(ctx), input.id)),
  defineUserOperation('asset.create', AssetCreateInput, (ctx, input) =>
    ctx.services.assets.create(actorOf(ctx), input, entitlementFor(ctx)),
  ),
  defineUserOperation('asset.update', AssetUpdateInput, (ctx, input) =>
    ctx.services.assets.update(actorOf(ctx), input, entitlementFor(ctx)),
  ),
  defineUserOperation('asset.delete', AssetIdInput, (ctx, input) => ctx.services.assets.delete(actorOf(ctx), input.id)),
  defineUserOperation('asset.referenceImage.remove', AssetIdInput, (ctx, input) =>
    ctx.services.assets.removeReferenceImage(actorOf(ctx), input.id),
  ),
  defineUserOperation('asset.generations.list', AssetIdInput, (ctx, input) =>
    ctx.services.variants.list(ctx.user.id, input.id),
  ),
  defineUserOperation('asset.generation.create', VariantCreateInput, (ctx, input) =>
    ctx.services.variants.create(ctx.user.id, input),
  ),
  // Parsed by parseVariantUpdate so a bad body answers 'Invalid request' rather than 'Validation error'.
  defineUserOperation('asset.generation.update', z.record(z.string(), z.unknown()), (ctx, input) =>
    ctx.services.variants.update(ctx.user.id, parseVariantUpdate(input)),
  ),
  defineUserOperation('asset.generation.delete', VariantIdInput, (ctx, input) =>
    ctx.services.variants.delete(ctx.user.id, input),
  ),
  defineUserOperation('asset.variant.images.list', VariantImagesListInput, (ctx, input) =>
    ctx.services.variants.listImages(ctx.user.id, input.generationId),
  ),
  defineUserOperation('asset.variant.images.batch', VariantImagesBatchInput, (ctx, input) =>
    ctx.services.variants.batchImages(ctx.user.id, input.generationIds),
  ),
  defineUserOperation('asset.variant.image.setPrimaryById', VariantImageIdInput, (ctx, input) =>
    ctx.services.variants.setPrimaryImage(ctx.user.id, input),
  ),
  defineUserOperation('asset.variant.image.deleteById', VariantImageIdInput, (ctx, input) =>
    ctx.services.variants.deleteImage(ctx.user.id, input),
  ),
  defineUserOperation('asset.variant.mod.add', ModificationAddInput, (ctx, input) =>
    ctx.services.variants.addModification(ctx.user.id, input),
  ),
  defineUserOperation('asset.variant.mod.list', VariantIdInput, (ctx, input) =>
    ctx.services.variants.listModifications(ctx.user.id, input),
  ),
  defineUserOperation('asset.variant.mod.delete', ModificationIdInput, (ctx, input) =>
    ctx.services.variants.deleteModification(ctx.user.id, input),
  ),
];
