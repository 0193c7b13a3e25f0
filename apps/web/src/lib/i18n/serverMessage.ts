import { FALLBACK_LANGUAGE, type ServerMessageCode, type ServerMessageParams } from '@sym/contracts';
import i18next, { type TFunction } from 'i18next';

/** A server text as it arrives: the English text, and (from current servers) its code and parameters. */
export interface ServerText {
  text: string;
  code?: string | null;
  params?: ServerMessageParams | null;
}

/**
 * A code of the server's texts, known by its English text (`serverMessages.<code>`, which every code has and only
 * codes have: serverMessage.test.ts). Asked of the strings rather than the contracts' table of templates, so the
 * first page translates an error's text without loading that table.
 */
function isServerMessageCode(value: unknown): value is ServerMessageCode {
  if (typeof value !== 'string') return false;
  return typeof i18next.getResource(FALLBACK_LANGUAGE, 'translation', `serverMessages.${value}`) === 'string';
}

/**
 * A server text in the user's language (`serverMessages.<code>`). A parameter `<name>Code` holding a code (a
 * refund's reason) is translated first and passed as `<name>`. Without a known code, the server's own text.
 */
export function translateServerMessage(t: TFunction, { text, code, params }: ServerText): string {
  if (!isServerMessageCode(code)) return text;
  const values: Record<string, string | number> = { ...params };
  for (const [name, value] of Object.entries(params ?? {})) {
    const inner = name.endsWith('Code') ? name.slice(0, -'Code'.length) : '';
    if (inner && isServerMessageCode(value)) {
      const { [name]: _code, ...rest } = values;
      values[inner] = translateServerMessage(t, { text: String(params?.[inner] ?? ''), code: value, params: rest });
    }
  }
  return t(`serverMessages.${code}`, values);
}

/** The same outside React (error texts): the app's i18n instance, or the text while it is not ready. */
export function translateServerMessageNow(message: ServerText): string {
  return i18next.isInitialized ? translateServerMessage(i18next.t, message) : message.text;
}
