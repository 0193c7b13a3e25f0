export { ShotLipsyncButton } from './components/ShotLipsyncButton';
export { LipsyncDialog } from './components/LipsyncDialog';
export { LipsyncPage } from './components/LipsyncPage';
