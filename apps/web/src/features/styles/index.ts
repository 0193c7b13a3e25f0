export { StylesLibraryPage } from './components/StylesLibraryPage';
export { PresetPicker } from './components/PresetPicker';
