export { StylesLibraryPage } from './components/StylesLibraryPage';
