import { call, callHttp, uploadFile } from '../../../lib/transport';
import { socketAssetRequest } from './assetSocket';
import type { AssetDraft, VariantDraft } from './assetTypes';

function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Asset, variant and reference-image operations of spec §7. Those the asset socket protocol names (create, update,
 * delete, variant images) go as its request events when the socket is ready, else over HTTP.
 */
export const assetsApi = {
  listByProject: (projectId: string) => call('asset.listByProject', { projectId }),

  /** The shots (of every episode the caller may read) that use the asset, each current, stale or missing. */
  freshness: (assetId: string) => call('asset.freshness', { id: assetId }),

  /** The project's own assets that could move into its series' bible, with the duplicates each may have there. */
  bibleProposal: (projectId: string) => call('project.bible.proposal', { id: projectId }),
  /** Moves assets into the bible, each merged into the bible asset named (or moved as it is). */
  moveToBible: (projectId: string, items: Array<{ assetId: string; mergeInto: string | null }>) =>
    call('project.bible.move', { id: projectId, items }),

  /** Over the socket as assets:create (spec §7 field names), else POST /api/assets. */
  create: (projectId: string, draft: AssetDraft) => {
    const fields = {
      name: draft.name.trim(),
      type: draft.type,
      description: optionalText(draft.description),
      folder: optionalText(draft.folder),
    };
    const styleModules = [...draft.attachedStyleModules];
    const bible = draft.inSeriesBible ? { inSeriesBible: true } : {};
    return socketAssetRequest(
      'assets:create',
      { data: { ...fields, ...bible, project_id: projectId, attachedStyleModules: styleModules } },
      () =>
        callHttp('asset.create', {
          projectId,
          ...fields,
          ...bible,
          ...(styleModules.length > 0 ? { attachedStyleModules: styleModules } : {}),
        }),
    );
  },

  /** With `expectedUpdatedAt` (the version edited), an asset saved by someone else since answers 409 CONFLICT. */
  update: (id: string, changes: Partial<AssetDraft>, expectedUpdatedAt?: string) => {
    const updates = {
      ...(expectedUpdatedAt ? { expectedUpdatedAt } : {}),
      ...(changes.name === undefined ? {} : { name: changes.name.trim() }),
      ...(changes.type === undefined ? {} : { type: changes.type }),
      ...(changes.description === undefined ? {} : { description: optionalText(changes.description) }),
      ...(changes.folder === undefined ? {} : { folder: optionalText(changes.folder) }),
      ...(changes.attachedStyleModules === undefined
        ? {}
        : { attachedStyleModules: [...changes.attachedStyleModules] }),
    };
    return socketAssetRequest('assets:update', { assetId: id, updates }, () =>
      callHttp('asset.update', { id, ...updates }),
    );
  },

  delete: (id: string) => socketAssetRequest('assets:delete', { assetId: id }, () => callHttp('asset.delete', { id })),

  listVariants: (assetId: string) => call('asset.generations.list', { id: assetId }),

  createVariant: (assetId: string, draft: VariantDraft) =>
    call('asset.generation.create', {
      id: assetId,
      variant_name: draft.variant_name.trim(),
      description: optionalText(draft.description),
    }),

  /** A variant's new name (not Default's) and words. */
  updateVariant: (assetId: string, variantId: string, draft: VariantDraft, isDefault: boolean) =>
    call('asset.generation.update', {
      id: assetId,
      generationId: variantId,
      ...(isDefault ? {} : { variant_name: draft.variant_name.trim() }),
      description: draft.description.trim(),
    }),
  deleteVariant: (assetId: string, variantId: string) =>
    call('asset.generation.delete', { id: assetId, generationId: variantId }),

  setPrimaryImage: (imageId: string) =>
    socketAssetRequest('assets:variant:image:set-primary', { imageId }, () =>
      callHttp('asset.variant.image.setPrimaryById', { imageId }),
    ),

  deleteImage: (imageId: string) =>
    socketAssetRequest('assets:variant:image:delete', { imageId }, () =>
      callHttp('asset.variant.image.deleteById', { imageId }),
    ),

  uploadReferenceImage: (assetId: string, file: File) => uploadFile('upload.assetReference', { id: assetId, file }),

  removeReferenceImage: (assetId: string) => call('asset.referenceImage.remove', { id: assetId }),

  /** Starts an image for the asset's Default variant (created when missing) from its description. */
  generateImage: (assetId: string) => call('asset.image.generate', { id: assetId }),

  /** Starts an image for one named variant. */
  generateVariantImage: (assetId: string, variantId: string) =>
    socketAssetRequest('assets:variant:image:generate', { assetId, generationId: variantId }, () =>
      callHttp('asset.variant.image.generate', { id: assetId, generationId: variantId }),
    ),

  /** Starts the five suite variants of a location (Reverse Angle, 45° Right Angle, ...). */
  generateVariantSuite: (assetId: string) => call('asset.variantSuite.generate', { id: assetId }),
};
