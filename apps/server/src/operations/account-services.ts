import type { ApiKeyService } from '../modules/api-keys/api-key.service.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { PasswordChangeService } from '../modules/auth/password-change.service.ts';
import type { PasswordRecoveryService } from '../modules/auth/password-recovery.service.ts';
import type { SessionInvalidation } from '../modules/auth/session-invalidation.ts';
import type { SessionService } from '../modules/auth/session.service.ts';
import type { SocialAuthService } from '../modules/auth/social/social.service.ts';
import type { LogsService } from '../modules/logs/logs.service.ts';
import type { StoryLimits } from '../modules/rate-limit/request-limits.ts';
import type { ResponseCheck } from '../modules/system/response-check.ts';
import type { SystemService } from '../modules/system/system.service.ts';
import type { AccountDeletionService } from '../modules/users/account-deletion.service.ts';
import type { UsersService } from '../modules/users/users.service.ts';

/**
 * Accounts and the process around them: sign-up and sign-in, sessions, passwords, social sign-in, API keys,
 * account deletion, the request limits, browser error reports and health (built in composition/account-services.ts).
 */
export interface AccountServices {
  /** Sign-up, sign-in and token refresh. */
  auth: AuthService;
  /** The identity behind a token (HTTP and sockets), and the caller's sessions. */
  sessions: SessionService;
  /** The signed-in user changing their password, or adding one. */
  passwordChange: PasswordChangeService;
  /** Recovering a forgotten password with a mailed link. */
  passwordRecovery: PasswordRecoveryService;
  /** Keeps every API process's session cache honest; the HTTP app listens while it runs (auth-hook.ts). */
  sessionInvalidation: SessionInvalidation;
  /** Sign-in through the configured OpenID Connect / OAuth providers. */
  social: SocialAuthService;
  /** Reads of user accounts. */
  users: UsersService;
  /** A signed-in user deleting their own account and everything in it. */
  accountDeletion: AccountDeletionService;
  /** API keys of the professional edition; the auth hook resolves REST calls made with one (auth-hook.ts). */
  apiKeys: ApiKeyService;
  /** Errors reported by browsers, into the server log within the report limits. */
  logs: LogsService;
  /** Process-level reads: health (the database, the media toolchain). */
  system: SystemService;
  /** Per-user limits and the bounded queue of story analyses and breakdowns (story.operations.ts). */
  storyLimits: StoryLimits;
  /** Checks every answer against its contract's output schema (API tests; RESPONSE_CHECK); else undefined. */
  responseCheck: ResponseCheck | undefined;
}
