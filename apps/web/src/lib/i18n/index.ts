export { translateServerMessage, translateServerMessageNow } from './serverMessage';
export { translateServerText } from './serverText';
export type { ServerText } from './serverMessage';
