export { UpgradePrompt } from './components/UpgradePrompt';
export { UpgradeHint } from './components/UpgradeHint';
export { ProfessionalRouteGate } from './components/ProfessionalRouteGate';
export { UpgradeNotices } from './components/UpgradeNotices';
