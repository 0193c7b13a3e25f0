export { TierProvider } from './TierProvider';
export { BrandTitle } from './BrandTitle';
export { useTier } from './useTier';
export { useDocumentTitle } from './useDocumentTitle';
export type { TierContextValue } from './TierContext';
