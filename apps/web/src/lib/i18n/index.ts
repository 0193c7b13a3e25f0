export { translateServerMessage, translateServerMessageNow } from './serverMessage';
export type { ServerText } from './serverMessage';
