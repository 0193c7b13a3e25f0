import { callHttp, uploadFile } from '../../../lib/transport';
import { socketAssetRequest } from './assetSocket';

/** A variant modification as the server lists it (spec §3 fields plus when it was made and last applied). */
export type { VariantModificationView as ModificationView } from '@sym/contracts';

/** What the add form sends: instructions and the optional uploaded image. */
export interface ModificationDraft {
  instructions: string;
  modificationImageUrl: string | null;
}

/**
 * Variant modifications of spec §3/§7: over the asset socket's request events (assets:variant:mod:*) when it is
 * ready, else over HTTP (…/generations/{g}/modifications).
 */
export const modificationsApi = {
  list: (assetId: string, variantId: string) =>
    socketAssetRequest('assets:variant:mods:list', { assetId, generationId: variantId }, () =>
      callHttp('asset.variant.mod.list', { id: assetId, generationId: variantId }),
    ),

  add: (assetId: string, variantId: string, draft: ModificationDraft) => {
    const fields = {
      instructions: draft.instructions.trim(),
      ...(draft.modificationImageUrl ? { modificationImageUrl: draft.modificationImageUrl } : {}),
    };
    return socketAssetRequest('assets:variant:mod:add', { assetId, generationId: variantId, ...fields }, () =>
      callHttp('asset.variant.mod.add', { id: assetId, generationId: variantId, ...fields }),
    );
  },

  /** Starts a new image of the variant that follows the modification. */
  apply: (assetId: string, variantId: string, modificationId: string) =>
    socketAssetRequest('assets:variant:mod:apply', { assetId, generationId: variantId, modificationId }, () =>
      callHttp('asset.variant.mod.apply', { id: assetId, generationId: variantId, modificationId }),
    ),

  delete: (assetId: string, variantId: string, modificationId: string) =>
    socketAssetRequest('assets:variant:mod:delete', { assetId, generationId: variantId, modificationId }, () =>
      callHttp('asset.variant.mod.delete', { id: assetId, generationId: variantId, modificationId }),
    ),

  /** Stores an image (multipart field `image`, type sniffed by the server) and answers its /media/ address. */
  uploadImage: (file: File) => uploadFile('upload.styleReference', { file }),
};
