export { UiShowcasePage } from './components/UiShowcasePage';
