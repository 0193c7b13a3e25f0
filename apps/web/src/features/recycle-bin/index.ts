export { RecycleBinPage } from './components/RecycleBinPage';
