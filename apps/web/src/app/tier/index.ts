export { TierProvider } from './TierProvider';
export { EntitlementProvider } from './EntitlementProvider';
export { BrandTitle } from './BrandTitle';
export { useTier } from './useTier';
export { useDocumentTitle } from './useDocumentTitle';
export type { TierContextValue } from './TierContext';
