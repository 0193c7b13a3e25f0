import { parseServerMessage } from '@sym/contracts';
import { translateServerMessageNow } from './serverMessage';

/**
 * A server text that came without its code (e.g. a batch's stopped reason): read back from the English, translated.
 * Apart from serverMessage.ts: reading a text back needs the contracts' templates, which the first page does without.
 */
export function translateServerText(text: string): string {
  const message = parseServerMessage(text);
  return translateServerMessageNow({ text, code: message.code, params: message.params });
}
