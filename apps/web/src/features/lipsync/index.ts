export { ShotLipsyncButton } from './components/ShotLipsyncButton';
export { LipsyncDialog } from './components/LipsyncDialog';
