import { useMutation } from '@tanstack/react-query';
import { assetsApi } from '../api/assetsApi';
import type { AssetView } from '../api/assetTypes';

/** Upload and removal of an asset's reference image; the answered asset replaces the listed one. */
export function useReferenceImage(assetId: string, onAssetChange: (asset: AssetView) => void) {
  const upload = useMutation({
    mutationFn: (file: File) => assetsApi.uploadReferenceImage(assetId, file),
    onSuccess: onAssetChange,
  });
  const remove = useMutation({
    mutationFn: () => assetsApi.removeReferenceImage(assetId),
    onSuccess: onAssetChange,
  });
  return { upload, remove };
}
