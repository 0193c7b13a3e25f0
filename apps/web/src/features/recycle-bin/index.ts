export { RecycleBinPage } from './components/RecycleBinPage';
export { recycleBinLiveHandlers } from './realtime/applyRecycleBinEvents';
