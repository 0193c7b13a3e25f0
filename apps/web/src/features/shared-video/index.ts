export { SharedVideoPage } from './components/SharedVideoPage';
