export { cleanText } from './cleanText';
