import { z } from 'zod';
import { Email, Id, LIMITS } from './limits.ts';
import { Session, User } from './entities/user.ts';
import { SOCIAL_PROVIDERS, type SocialProvider } from './errors.ts';
import { NewPassword } from './passwords.ts';

/** Register: name, email, password all required (spec §2, §5). */
export const RegisterInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(LIMITS.nameMax),
  email: Email,
  password: NewPassword,
});
export type RegisterInput = z.infer<typeof RegisterInput>;

export const LoginInput = z.object({
  email: Email,
  password: z.string().min(1, 'Password is required').max(LIMITS.passwordMax),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const RefreshInput = z.object({ refreshToken: z.string().min(1).max(500) });
export type RefreshInput = z.infer<typeof RefreshInput>;

export const LogoutInput = z.object({ refreshToken: z.string().min(1).max(500).optional() });
export type LogoutInput = z.infer<typeof LogoutInput>;

export const SessionIdParams = z.object({ sessionId: z.string().uuid() });

export const AuthTokens = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type AuthTokens = z.infer<typeof AuthTokens>;

export const AuthResult = AuthTokens.extend({ user: User });
export type AuthResult = z.infer<typeof AuthResult>;

/** Answer of sign-out: the caller's session is revoked. */
export const LogoutResult = z.object({ loggedOut: z.literal(true) });
export type LogoutResult = z.infer<typeof LogoutResult>;

/** The caller's active sessions, newest use first; `current` marks the one making the call. */
export const SessionList = z.array(Session);

/** Answer of revoking one session. */
export const SessionRevokeResult = z.object({ revoked: z.literal(true), sessionId: Id });
export type SessionRevokeResult = z.infer<typeof SessionRevokeResult>;

/** The social sign-in providers this server is configured for (their buttons show on the login page). */
export const SocialProviders = z.object({
  providers: z.array(z.enum(SOCIAL_PROVIDERS as readonly [SocialProvider, ...SocialProvider[]])),
});
export type SocialProviders = z.infer<typeof SocialProviders>;

/** The identity provider's return to /login: code and state, plus iss when the provider sends it (RFC 9207). */
export const SocialCallbackInput = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
  iss: z.string().max(2000).optional(),
});
export type SocialCallbackInput = z.infer<typeof SocialCallbackInput>;

/** Client error record sent to POST /api/logs/error. */
export const ErrorLogInput = z.object({
  level: z.enum(['error', 'warn']).default('error'),
  message: z.string().min(1).max(5000),
  stack: z.string().max(20_000).optional(),
  url: z.string().max(2000).optional(),
  errorId: z.string().max(100).optional(),
  context: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorLogInput = z.infer<typeof ErrorLogInput>;

/** Answer of POST /api/logs/error: the report was written to the server log. */
export const ErrorLogReceived = z.object({ received: z.literal(true) });
export type ErrorLogReceived = z.infer<typeof ErrorLogReceived>;
