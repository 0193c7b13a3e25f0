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
  list: (assetId: string, generationId: string) =>
    socketAssetRequest('assets:variant:mods:list', { assetId, generationId }, () =>
      callHttp('asset.variant.mod.list', { id: assetId, generationId }),
    ),

  add: (assetId: string, generationId: string, draft: ModificationDraft) => {
    const fields = {
      instructions: draft.instructions.trim(),
      ...(draft.modificationImageUrl ? { modificationImageUrl: draft.modificationImageUrl } : {}),
    };
    return socketAssetRequest('assets:variant:mod:add', { assetId, generationId, ...fields }, () =>
      callHttp('asset.variant.mod.add', { id: assetId, generationId, ...fields }),
    );
  },

  /** Starts a new image of the variant that follows the modification. */
  apply: (assetId: string, generationId: string, modificationId: string) =>
    socketAssetRequest('assets:variant:mod:apply', { assetId, generationId, modificationId }, () =>
      callHttp('asset.variant.mod.apply', { id: assetId, generationId, modificationId }),
    ),

  delete: (assetId: string, generationId: string, modificationId: string) =>
    socketAssetRequest('assets:variant:mod:delete', { assetId, generationId, modificationId }, () =>
      callHttp('asset.variant.mod.delete', { id: assetId, generationId, modificationId }),
    ),

  /** Stores an image (multipart field `image`, type sniffed by the server) and answers its /media/ address. */
  uploadImage: (file: File) => uploadFile('upload.styleReference', { file }),
};
