import { z } from 'zod';
import { Email, Id, LIMITS, Timestamp, Url } from '../limits.ts';
import { TIERS } from '../tiers.ts';
import { SITE_ROLES } from './site-role.ts';

export const AUTH_PROVIDERS = ['email', 'google', 'github', 'facebook', 'twitter', 'auth0'] as const;

// The site roles apart from the schemas (site-role.ts), so the user menu loads no schema to tell an administrator.
export * from './site-role.ts';

export const User = z.object({
  id: Id,
  email: Email,
  name: z.string().trim().min(1).max(100),
  emailVerified: z.boolean().default(false),
  profilePicture: Url.optional().nullable(),
  authProvider: z.enum(AUTH_PROVIDERS).default('email'),
  tier: z.enum(TIERS).default('sym'),
  role: z.enum(SITE_ROLES).default('user'),
  lastLogin: Timestamp.optional().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /** Whether the account has a password (false for one that only signs in socially: it may add one). */
  hasPassword: z.boolean().default(false),
});
export type User = z.infer<typeof User>;

export const Session = z.object({
  sessionId: Id,
  createdAt: Timestamp,
  lastUsedAt: Timestamp,
  expiresAt: Timestamp,
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type Session = z.infer<typeof Session>;

export const ACCOUNT_MESSAGES = {
  confirmEmail: 'Type your account e-mail to confirm',
} as const;

/** Deleting one's own account: the caller types their account e-mail to confirm (trimmed, any case). */
export const AccountDeleteInput = z.object({ email: z.string().max(LIMITS.emailMax) });
export type AccountDeleteInput = z.infer<typeof AccountDeleteInput>;

export const AccountDeleted = z.object({ deleted: z.literal(true) });
export type AccountDeleted = z.infer<typeof AccountDeleted>;
