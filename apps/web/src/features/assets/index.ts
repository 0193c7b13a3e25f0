export { ProjectAssetsPage } from './components/ProjectAssetsPage';
export { useProjectAssets } from './hooks/useProjectAssets';
export { useAssetVariants } from './hooks/useAssetVariants';
export { useLookNames } from './hooks/useLookNames';
export { assetLiveHandlers } from './realtime/applyAssetEvents';
