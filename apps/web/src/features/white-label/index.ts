export { WhiteLabelPage } from './components/WhiteLabelPage';
export { BrandedOutlet } from './components/BrandedOutlet';
