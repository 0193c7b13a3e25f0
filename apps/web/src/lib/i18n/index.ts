export { translateServerMessage, translateServerMessageNow, translateServerText } from './serverMessage';
export type { ServerText } from './serverMessage';
