export { TierProvider } from './TierProvider';
export { EntitlementProvider } from './EntitlementProvider';
export { BrandTitle } from './BrandTitle';
export { BrandProvider } from './BrandProvider';
export { brandCssVariables } from './brandStyle';
export { useTier } from './useTier';
export { useGatedControl, type GatedControlState } from './useGatedControl';
export { useDocumentTitle } from './useDocumentTitle';
export type { TierContextValue } from './TierContext';
