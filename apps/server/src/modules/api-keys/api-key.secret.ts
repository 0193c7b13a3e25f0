import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_SECRET_PREFIX, API_KEY_SHOWN_PREFIX_LENGTH } from '@sym/contracts';

/** Random bytes of a secret: 256 bits, so its plain SHA-256 cannot be reversed by trying secrets. */
const SECRET_BYTES = 32;

/** A new key secret: `sym_` and 43 base64url characters. */
export function generateApiKeySecret(): string {
  return `${API_KEY_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
}

/** What the database keeps of a secret (hex SHA-256); lookups hash the presented secret the same way. */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The start of a secret that lists show, e.g. `sym_ab12cd`. */
export function shownPrefixOf(secret: string): string {
  return secret.slice(0, API_KEY_SHOWN_PREFIX_LENGTH);
}
