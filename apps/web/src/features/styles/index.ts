export { StylesLibraryPage } from './components/StylesLibraryPage';
export { PresetPicker } from './components/PresetPicker';
export { styleLiveHandlers } from './realtime/applyStyleEvents';
