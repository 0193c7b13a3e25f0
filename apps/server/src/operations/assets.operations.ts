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
  defineOperation({
    name: 'asset.listByProject',
    input: AssetListByProjectInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.assets.listByProject(actorOf(ctx), input),
  }),
  defineOperation({
    name: 'assets.list',
    input: AssetListInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.assets.listByProject(actorOf(ctx), input),
  }),
  defineOperation({
    name: 'asset.get',
    input: AssetIdInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.assets.get(actorOf(ctx), input.id),
  }),
  defineOperation({
    name: 'asset.create',
    input: AssetCreateInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.assets.create(actorOf(ctx), input, entitlementFor(ctx)),
  }),
  defineOperation({
    name: 'asset.update',
    input: AssetUpdateInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.assets.update(actorOf(ctx), input, entitlementFor(ctx)),
  }),
  defineOperation({
    name: 'asset.delete',
    input: AssetIdInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.assets.delete(actorOf(ctx), input.id),
  }),
  defineOperation({
    name: 'asset.referenceImage.remove',
    input: AssetIdInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.assets.removeReferenceImage(actorOf(ctx), input.id),
  }),
  defineOperation({
    name: 'asset.generations.list',
    input: AssetIdInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.variants.list(ctx.user.id, input.id),
  }),
  defineOperation({
    name: 'asset.generation.create',
    input: VariantCreateInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.variants.create(ctx.user.id, input),
  }),
  defineOperation({
    name: 'asset.generation.update',
    // Parsed by parseVariantUpdate so a bad body answers 'Invalid request' rather than 'Validation error'.
    input: z.record(z.string(), z.unknown()),
    auth: 'required',
    handler: (ctx, input) => ctx.services.variants.update(ctx.user.id, parseVariantUpdate(input)),
  }),
  defineOperation({
    name: 'asset.generation.delete',
    input: VariantIdInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.variants.delete(ctx.user.id, input),
  }),
  defineOperation({
    name: 'asset.variant.images.list',
    input: VariantImagesListInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.variants.listImages(ctx.user.id, input.generationId),
  }),
  defineOperation({
    name: 'asset.variant.images.batch',
    input: VariantImagesBatchInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.variants.batchImages(ctx.user.id, input.generationIds),
  }),
  defineOperation({
    name: 'asset.variant.image.setPrimaryById',
    input: VariantImageIdInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.variants.setPrimaryImage(ctx.user.id, input),
  }),
  defineOperation({
    name: 'asset.variant.image.deleteById',
    input: VariantImageIdInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.variants.deleteImage(ctx.user.id, input),
  }),
  defineOperation({
    name: 'asset.variant.mod.add',
    input: ModificationAddInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.variants.addModification(ctx.user.id, input),
  }),
  defineOperation({
    name: 'asset.variant.mod.list',
    input: VariantIdInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.variants.listModifications(ctx.user.id, input),
  }),
  defineOperation({
    name: 'asset.variant.mod.delete',
    input: ModificationIdInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.variants.deleteModification(ctx.user.id, input),
  }),
];
