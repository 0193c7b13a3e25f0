export { CreditsPage } from './components/CreditsPage';
export { useCreditsBalance, useCreditPricing } from './hooks/useCreditsQueries';
export { useCreditsUpdates } from './hooks/useCreditsUpdates';
export { useBalanceSync } from './hooks/useBalanceSync';
export { creditKeys } from './api/creditKeys';
