import { brandTitleOf } from '@sym/contracts';
import type { Config } from '../config/index.ts';
import { resolveFfmpeg } from '../media/ffmpeg/ffmpeg-binary.ts';
import { AccountAdmission } from '../modules/admin/account-admission.ts';
import { ApiKeyService } from '../modules/api-keys/api-key.service.ts';
import { AuthService } from '../modules/auth/auth.service.ts';
import { PasswordChangeService } from '../modules/auth/password-change.service.ts';
import { PasswordMail } from '../modules/auth/password-mail.ts';
import { PasswordRecoveryService } from '../modules/auth/password-recovery.service.ts';
import { PasswordWriter } from '../modules/auth/password-write.ts';
import { SessionService } from '../modules/auth/session.service.ts';
import { SessionsEnded } from '../modules/auth/sessions-ended.ts';
import { SocialAuthService } from '../modules/auth/social/social.service.ts';
import { TokenService } from '../modules/auth/token.service.ts';
import { VerifiedTokens } from '../modules/auth/verified-tokens.ts';
import { LogsService } from '../modules/logs/logs.service.ts';
import { PasswordLimits } from '../modules/rate-limit/password-limits.ts';
import { RateLimitService } from '../modules/rate-limit/rate-limit.service.ts';
import { ClientLogLimit, StoryLimits } from '../modules/rate-limit/request-limits.ts';
import { ResponseCheck } from '../modules/system/response-check.ts';
import { SystemService } from '../modules/system/system.service.ts';
import { AccountDeletionService } from '../modules/users/account-deletion.service.ts';
import { UsersService } from '../modules/users/users.service.ts';
import type { AccountServices } from '../operations/account-services.ts';
import type { Infrastructure } from './infrastructure.ts';
import type { Repositories } from './repositories.ts';
import { brandResolverOf } from './white-label-services.ts';

export type AccountServicesConfig = Pick<
  Config,
  | 'JWT_SECRET'
  | 'ACCESS_TOKEN_TTL_SECONDS'
  | 'REFRESH_TOKEN_TTL_DAYS'
  | 'REFRESH_TOKEN_REUSE_GRACE_SECONDS'
  | 'RATE_LIMIT_AUTH_IP_MAX'
  | 'RATE_LIMIT_AUTH_ACCOUNT_MAX'
  | 'RATE_LIMIT_AUTH_ACCOUNT_TOTAL_MAX'
  | 'RATE_LIMIT_AUTH_IP_FAILURE_MAX'
  | 'RATE_LIMIT_WINDOW_SECONDS'
  | 'RATE_LIMIT_PASSWORD_RESET_EMAIL_MAX'
  | 'RATE_LIMIT_PASSWORD_RESET_IP_MAX'
  | 'RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS'
  | 'RATE_LIMIT_API_KEY_MAX'
  | 'RATE_LIMIT_API_KEY_WINDOW_SECONDS'
  | 'RATE_LIMIT_CLIENT_LOG_IP_MAX'
  | 'RATE_LIMIT_CLIENT_LOG_USER_MAX'
  | 'RATE_LIMIT_CLIENT_LOG_WINDOW_SECONDS'
  | 'RATE_LIMIT_STORY_USER_MAX'
  | 'RATE_LIMIT_STORY_WINDOW_SECONDS'
  | 'STORY_CONCURRENCY_PER_USER'
  | 'STORY_QUEUE_MAX'
  | 'socialProviders'
  | 'PUBLIC_URL'
  | 'APP_TIER'
  | 'RESPONSE_CHECK'
  | 'FFMPEG_PATH'
  | 'REGISTRATION'
  | 'ADMIN_EMAILS'
>;

/**
 * Accounts and the process around them: sign-up and sign-in, sessions, passwords, social sign-in, API keys,
 * account deletion, the request limits (config/limit-settings.ts), browser error reports and health.
 */
export function createAccountServices(
  config: AccountServicesConfig,
  infra: Infrastructure,
  repos: Repositories,
): AccountServices {
  const { database, events, sessionCache, sessionInvalidation } = infra;
  // Limits that stop guessing fail closed when the shared store is unreachable; those that spread load fail open
  // (modules/rate-limit/store-failures.ts).
  const { strict: strictStore, lenient: lenientStore } = infra.rateLimits;
  const windowMs = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const rateLimits = new RateLimitService({
    store: strictStore,
    settings: {
      ipMax: config.RATE_LIMIT_AUTH_IP_MAX,
      accountMax: config.RATE_LIMIT_AUTH_ACCOUNT_MAX,
      accountTotalMax: config.RATE_LIMIT_AUTH_ACCOUNT_TOTAL_MAX,
      ipFailureMax: config.RATE_LIMIT_AUTH_IP_FAILURE_MAX,
      windowMs,
    },
  });
  const tokens = new VerifiedTokens(
    new TokenService({ secret: config.JWT_SECRET, accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS }),
  );
  const ended = new SessionsEnded({ invalidation: sessionInvalidation, sessionCache, events });
  const sessions = new SessionService({
    sessions: repos.sessions,
    users: repos.users,
    tokens,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    sessionCache,
    ended,
  });
  // Password change, reset links by mail (config/mail-settings.ts); the mail server is asked only when one is set.
  const passwordLimits = new PasswordLimits({
    store: strictStore,
    settings: {
      changeFailureMax: config.RATE_LIMIT_AUTH_ACCOUNT_MAX,
      changeWindowMs: windowMs,
      resetEmailMax: config.RATE_LIMIT_PASSWORD_RESET_EMAIL_MAX,
      resetIpMax: config.RATE_LIMIT_PASSWORD_RESET_IP_MAX,
      resetWindowMs: config.RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS * 1000,
    },
  });
  const passwordWriter = new PasswordWriter({
    db: database.db,
    users: repos.users,
    sessions: repos.sessions,
    resets: repos.passwordResets,
  });
  const brands = brandResolverOf(config, repos);
  const passwordMail = new PasswordMail({
    outbox: infra.outbox,
    brand: brandTitleOf(config.APP_TIER),
    // Account mails carry the site's white label (name and sender), when it has one.
    brandOf: () => brands.mailBrand(),
    publicUrl: config.PUBLIC_URL,
  });
  const clientLogLimit = new ClientLogLimit({
    store: lenientStore,
    settings: {
      ipMax: config.RATE_LIMIT_CLIENT_LOG_IP_MAX,
      userMax: config.RATE_LIMIT_CLIENT_LOG_USER_MAX,
      windowMs: config.RATE_LIMIT_CLIENT_LOG_WINDOW_SECONDS * 1000,
    },
  });
  // Who may register (REGISTRATION, or the administrator's choice) and who administers the site (issue 33).
  const admission = new AccountAdmission({
    db: database.db,
    registration: repos.registration,
    settings: repos.siteSettings,
    users: repos.users,
    defaultMode: config.REGISTRATION,
    adminEmails: config.ADMIN_EMAILS,
  });
  return {
    /** Sign-up, sign-in and token refresh. */
    auth: new AuthService({
      users: repos.users,
      admission,
      sessions,
      sessionRecords: repos.sessions,
      refreshTokens: repos.refreshTokens,
      tokens,
      rateLimits,
      reuseGraceSeconds: config.REFRESH_TOKEN_REUSE_GRACE_SECONDS,
    }),
    /** The identity behind a token (HTTP and sockets), and the caller's sessions. */
    sessions,
    /** The signed-in user changing their password, or adding one. */
    passwordChange: new PasswordChangeService({
      users: repos.users,
      limits: passwordLimits,
      writer: passwordWriter,
      mail: passwordMail,
      ended,
    }),
    /** Recovering a forgotten password with a mailed link. */
    passwordRecovery: new PasswordRecoveryService({
      users: repos.users,
      resets: repos.passwordResets,
      limits: passwordLimits,
      rateLimits,
      writer: passwordWriter,
      mail: passwordMail,
      ended,
      publicUrl: config.PUBLIC_URL,
    }),
    /** Keeps every API process's session cache honest; the HTTP app listens while it runs (auth-hook.ts). */
    sessionInvalidation,
    social: new SocialAuthService({
      providers: config.socialProviders,
      publicUrl: config.PUBLIC_URL,
      states: repos.socialStates,
      users: repos.users,
      admission,
      sessions,
    }),
    users: new UsersService(),
    /** A signed-in user deleting their own account and everything in it. */
    accountDeletion: new AccountDeletionService({
      db: database.db,
      users: repos.users,
      sessions: repos.sessions,
      files: repos.storedFiles,
      handover: repos.accountHandover,
      ledger: repos.creditLedger,
      invalidation: sessionInvalidation,
      events,
    }),
    /** API keys of the professional edition; the auth hook resolves REST calls made with one (auth-hook.ts). */
    apiKeys: new ApiKeyService({
      keys: repos.apiKeys,
      users: repos.users,
      rateLimitStore: lenientStore,
      limit: { max: config.RATE_LIMIT_API_KEY_MAX, windowMs: config.RATE_LIMIT_API_KEY_WINDOW_SECONDS * 1000 },
      siteTier: config.APP_TIER,
    }),
    logs: new LogsService({ limit: clientLogLimit }),
    system: new SystemService({
      database,
      queue: infra.jobQueue,
      storage: infra.storage,
      mediaToolchain: () => resolveFfmpeg(config.FFMPEG_PATH),
      redis: infra.redisProbe,
    }),
    /** Per-user limits and the bounded queue of story analyses and breakdowns (story.operations.ts). */
    storyLimits: new StoryLimits({
      store: lenientStore,
      settings: {
        userMax: config.RATE_LIMIT_STORY_USER_MAX,
        windowMs: config.RATE_LIMIT_STORY_WINDOW_SECONDS * 1000,
        concurrencyPerUser: config.STORY_CONCURRENCY_PER_USER,
        queueMax: config.STORY_QUEUE_MAX,
      },
    }),
    /** Checks every answer against its contract's output schema (API tests; RESPONSE_CHECK). */
    responseCheck: config.RESPONSE_CHECK ? new ResponseCheck() : undefined,
  };
}
