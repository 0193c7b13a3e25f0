import { z } from 'zod';
import { Name, Timestamp } from '../limits.ts';
import { PathId } from './scenarios.ts';

/**
 * API keys of the professional edition (issue 18): a key authenticates REST calls as its user, with the same
 * policies, tier limits and credit ledger, and its own rate limit. Keys cannot manage keys or sessions.
 */

/** Every key secret starts with this, which tells it apart from a session's access token (a JWT). */
export const API_KEY_SECRET_PREFIX = 'sym_';
/** How many characters of the secret lists show (the prefix and six more), so a user can tell keys apart. */
export const API_KEY_SHOWN_PREFIX_LENGTH = API_KEY_SECRET_PREFIX.length + 6;
/** The lifetimes a key may be created with, in days; the longest is a year. */
export const API_KEY_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export type ApiKeyExpiryDays = (typeof API_KEY_EXPIRY_DAYS)[number];
export const DEFAULT_API_KEY_EXPIRY_DAYS: ApiKeyExpiryDays = 90;

/** Whether a bearer token is an API key secret rather than an access token. */
export function isApiKeySecret(token: string): boolean {
  return token.startsWith(API_KEY_SECRET_PREFIX);
}

export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const API_KEY_NOT_FOUND = 'API key not found';

/** A key as lists show it: never its secret. */
export const ApiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the secret, e.g. `sym_ab12cd`. */
  prefix: z.string(),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  /** Moved at most once a minute while the key is used; null until its first call. */
  lastUsedAt: Timestamp.nullable(),
  revokedAt: Timestamp.nullable(),
  status: z.enum(API_KEY_STATUSES),
});
export type ApiKeyView = z.infer<typeof ApiKeyView>;

export const ApiKeyList = z.array(ApiKeyView);
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const ApiKeyCreateInput = z.object({
  name: Name,
  expiresInDays: z.literal(API_KEY_EXPIRY_DAYS).default(DEFAULT_API_KEY_EXPIRY_DAYS),
});
export type ApiKeyCreateInput = z.infer<typeof ApiKeyCreateInput>;

/** The new key and its secret: the only answer that ever holds the secret. */
export const ApiKeyCreated = z.object({
  key: ApiKeyView,
  secret: z.string(),
});
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

export const ApiKeyIdParams = z.object({ id: PathId });
export type ApiKeyIdParams = z.infer<typeof ApiKeyIdParams>;
