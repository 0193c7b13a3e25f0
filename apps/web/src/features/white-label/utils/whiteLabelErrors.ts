import { WHITE_LABEL_MESSAGES } from '@sym/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/errors';

type MessageName = Exclude<keyof typeof WHITE_LABEL_MESSAGES, 'lowContrast'>;

/** The server's white label texts by their English wording, each to its key under `whiteLabel.errors`. */
const NAME_OF_MESSAGE = new Map<string, MessageName>(
  (Object.entries(WHITE_LABEL_MESSAGES) as [MessageName | 'lowContrast', string][])
    .filter((entry): entry is [MessageName, string] => entry[0] !== 'lowContrast')
    .map(([name, text]) => [text, name]),
);

/** A server text of the white label in the user's language; another text as the server wrote it. */
function translated(t: TFunction, text: string): string {
  const name = NAME_OF_MESSAGE.get(text);
  return name ? t(`whiteLabel.errors.${name}`) : text;
}

/**
 * What a failed white label call shows: the refused field's reason (422), the server's reason for a refusal (403,
 * 404, an upgrade prompt's words), else `fallback`.
 */
export function whiteLabelErrorText(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 422) {
    const detail = error.details[0]?.message;
    return detail ? translated(t, detail) : fallback;
  }
  if (error.status === 403 || error.status === 404) return translated(t, error.localizedMessage);
  return fallback;
}
