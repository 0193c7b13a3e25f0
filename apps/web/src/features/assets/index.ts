export { ProjectAssetsPage } from './components/ProjectAssetsPage';
export { useProjectAssets } from './hooks/useProjectAssets';
export { assetLiveHandlers } from './realtime/applyAssetEvents';
