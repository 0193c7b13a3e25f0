export { downloadFile } from './downloadFile';
