export { StylesLibraryPage } from './components/StylesLibraryPage';
export { PresetPicker } from './components/PresetPicker';
export { styleLiveHandlers } from './realtime/applyStyleEvents';
export { StyleModuleSelect } from './components/StyleModuleSelect';
export { StyleModuleChecklist } from './components/StyleModuleChecklist';
