import {
  DOMAIN_MESSAGES,
  type AuthResult,
  type AuthTokens,
  type LoginInput,
  type RegisterInput,
  type Session,
  type User,
} from '@sym/contracts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { RateLimitService } from '../rate-limit/rate-limit.service.ts';
import { presentUser } from '../users/users.presenter.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { presentSession } from './auth.presenter.ts';
import { sessionPolicy, type Actor } from './auth.policy.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionInvalidation } from './session-invalidation.ts';
import { assertStrongPassword } from './password-strength.ts';
import { announceSessionsEnded } from './sessions-ended.ts';
import { hashPassword, preparePasswordTiming, verifyPassword } from './password.service.ts';
import { generateRefreshToken, hashRefreshToken, type TokenService } from './token.service.ts';

/** Where a request comes from; stored on the session it opens. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** The signed-in user of a request or socket. */
export interface AuthIdentity {
  user: User;
  sessionId: string;
}

export interface AuthServiceDeps {
  users: UsersRepository;
  sessions: AuthRepository;
  tokens: TokenService;
  rateLimits: RateLimitService;
  refreshTokenTtlDays: number;
  /** How long a just-rotated refresh token still gets a pair (a second tab's refresh) instead of revoking. */
  reuseGraceSeconds: number;
  /** Hears 'session.revoked', so the sockets signed in with a revoked session lose their rooms. */
  events?: Pick<DomainEvents, 'publish'>;
  /** Resolved sessions, so an authenticated request needs no database round trip; none: every request asks. */
  sessionCache?: SessionCache<AuthIdentity>;
  /** Tells every process's session cache that a session ended. */
  invalidation?: Pick<SessionInvalidation, 'publish'>;
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Touching last_used_at on every request would write on every read; once a minute is enough. */
const SESSION_TOUCH_INTERVAL_SECONDS = 60;
const SESSION_TOUCH_INTERVAL_MS = SESSION_TOUCH_INTERVAL_SECONDS * 1000;
const DAY_MS = 86_400_000;

function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Sign-up, sign-in, token refresh with rotation and reuse detection, sessions. */
export function createAuthService(deps: AuthServiceDeps) {
  const { users, sessions, tokens, rateLimits, sessionCache: cache } = deps;
  const sessionExpiry = () => new Date(Date.now() + deps.refreshTokenTtlDays * DAY_MS);

  /** Ends a session and says so (after the write), whatever the reason: sign-out, revocation, a leaked token. */
  async function endSession(userId: string, sessionId: string): Promise<void> {
    await sessions.revokeSession(sessionId);
    if (deps.invalidation) await deps.invalidation.publish({ sessionId });
    else cache?.evictSession(sessionId);
    deps.events?.publish({ type: 'session.revoked', projectId: null, actorId: userId, data: { sessionId, userId } });
  }
  preparePasswordTiming().catch(() => undefined);

  /** Opens a session for the user and returns its access and refresh tokens (also used by social sign-in). */
  async function issueSession(userId: string, client: ClientInfo): Promise<AuthTokens> {
    const refreshToken = generateRefreshToken();
    const session = await sessions.createSession({
      userId,
      refreshTokenHash: hashRefreshToken(refreshToken),
      expiresAt: sessionExpiry(),
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      ip: client.ip,
    });
    const accessToken = await tokens.signAccessToken({ userId, sessionId: session.id });
    return { accessToken, refreshToken };
  }

  /**
   * The identity behind a session id, if the session is active and belongs to that user. A session resolved
   * moments ago comes from the cache (its last_used_at still moves, once a minute); revocation and user changes
   * evict it at once (session-invalidation.ts).
   */
  async function resolveSession(userId: string, sessionId: string): Promise<AuthIdentity | undefined> {
    const cached = cache?.get(sessionId, userId);
    if (cached) {
      if (cache!.shouldTouch(sessionId, SESSION_TOUCH_INTERVAL_MS)) {
        await sessions.touchSession(sessionId, SESSION_TOUCH_INTERVAL_SECONDS);
      }
      return cached;
    }
    const ticket = cache?.begin() ?? 0;
    const session = await sessions.findActiveSession(sessionId);
    if (!session || session.userId !== userId) return undefined;
    const user = await users.findById(userId);
    if (!user) return undefined;
    await sessions.touchSession(sessionId, SESSION_TOUCH_INTERVAL_SECONDS);
    const identity = { user: presentUser(user), sessionId };
    cache?.set(ticket, sessionId, userId, identity, session.expiresAt.getTime());
    return identity;
  }

  return {
    issueSession,
    resolveSession,

    /** Verifies an access token and its session (revoked or expired sessions fail); undefined when invalid. */
    async authenticate(accessToken: string): Promise<AuthIdentity | undefined> {
      const claims = await tokens.verifyAccessToken(accessToken);
      if (!claims) return undefined;
      return resolveSession(claims.userId, claims.sessionId);
    },

    /**
     * Creates an e-mail account and signs it in. A weak password (common, or guessable by zxcvbn, also from the
     * name and e-mail: password-strength.ts) is a 422 on the password field with the reason (checked first, so
     * such a sign-up says nothing about the address); a taken e-mail is a 422 on the email field.
     *
     * Account enumeration (issue 17), a decision: the spec requires the answer 'Email is already registered', so
     * a sign-up does say that an address has an account; hiding it would break the spec's sign-up form. What is
     * avoidable is avoided: the taken answer comes only after the password checks and the same password hashing
     * a new account pays (no cheap early answer; the account's writes still make a new sign-up some tens of ms
     * slower, which tells nothing the answer does not), and every such answer counts as a failure of the caller's
     * IP, the allowance wrong passwords use too (RATE_LIMIT_AUTH_IP_FAILURE_MAX), so one place cannot probe
     * addresses in bulk. Sign-in answers a wrong password and an unknown address alike.
     */
    async register(input: RegisterInput, client: ClientInfo): Promise<AuthResult> {
      if (client.ip) await rateLimits.hitIp(client.ip);
      await rateLimits.assertIpFailuresAllowed(client.ip);
      await assertStrongPassword(input.password, input, 'password');
      const passwordHash = await hashPassword(input.password);
      const refuseTakenEmail = async () => {
        await rateLimits.recordIpFailure(client.ip);
        return validationError('email', DOMAIN_MESSAGES.emailTaken);
      };
      if (await users.findByEmail(input.email)) throw await refuseTakenEmail();
      let created;
      try {
        created = await users.createEmailUser({ email: input.email, name: input.name, passwordHash });
      } catch (error) {
        // Two sign-ups with one e-mail at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw await refuseTakenEmail();
        throw error;
      }
      const user = (await users.touchLastLogin(created.id)) ?? created;
      const tokenPair = await issueSession(user.id, client);
      return { ...tokenPair, user: presentUser(user) };
    },

    /**
     * Signs in with e-mail and password; wrong credentials are 401, too many failures 429 (per e-mail and
     * address, so failures elsewhere do not lock the owner out; see the rate-limit service).
     */
    async login(input: LoginInput, client: ClientInfo): Promise<AuthResult> {
      if (client.ip) await rateLimits.hitIp(client.ip);
      const found = await users.findByEmail(input.email);
      const { ip } = client;
      await rateLimits.assertSignInAllowed({
        email: input.email,
        ip,
        isKnownAddress: async () => Boolean(found && ip && (await sessions.hasSessionFromIp(found.id, ip))),
      });
      const isValid = await verifyPassword(found?.passwordHash, input.password);
      if (!found || !isValid) {
        await rateLimits.recordSignInFailure(input.email, ip);
        throw new AppError('UNAUTHORIZED', DOMAIN_MESSAGES.invalidCredentials);
      }
      await rateLimits.recordSignInSuccess(input.email, ip);
      const user = (await users.touchLastLogin(found.id)) ?? found;
      const tokenPair = await issueSession(user.id, client);
      return { ...tokenPair, user: presentUser(user) };
    },

    /**
     * Exchanges a refresh token for a new pair and retires the old one. A token retired less than the grace
     * window ago (two tabs refreshing with the same token at once) gets a pair of its own, and the pair the
     * first refresh answered stays valid, so both tabs stay signed in. A retired token presented later means
     * it leaked: the whole session is revoked and the answer is 401.
     */
    async refresh(refreshToken: string): Promise<AuthTokens> {
      const tokenHash = hashRefreshToken(refreshToken);
      const found = await sessions.findRefreshToken(tokenHash);
      if (!found) throw new AppError('UNAUTHORIZED');
      const { token, session } = found;
      if (session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw new AppError('UNAUTHORIZED');
      const nextToken = generateRefreshToken();
      const succession = {
        sessionId: session.id,
        oldHash: tokenHash,
        newHash: hashRefreshToken(nextToken),
        expiresAt: sessionExpiry(),
      };
      // A token read as current may still lose the race to a concurrent refresh: then it is a grace case too.
      const isRotated = !token.rotatedAt && (await sessions.rotateRefreshToken(succession));
      if (!isRotated && !(await sessions.addGraceToken({ ...succession, graceSeconds: deps.reuseGraceSeconds }))) {
        await endSession(session.userId, session.id);
        throw new AppError('UNAUTHORIZED');
      }
      const accessToken = await tokens.signAccessToken({ userId: session.userId, sessionId: session.id });
      return { accessToken, refreshToken: nextToken };
    },

    /** Revokes the caller's current session. */
    async logout(actor: Actor): Promise<{ loggedOut: true }> {
      if (actor.sessionId) await endSession(actor.userId, actor.sessionId);
      return { loggedOut: true };
    },

    /** The caller's active sessions, the current one marked. */
    async listSessions(actor: Actor): Promise<Session[]> {
      const rows = await sessions.listActiveSessions(actor.userId);
      return rows.map((row) => presentSession(row, actor.sessionId));
    },

    /**
     * Signs out every other session of the caller at once, in every process, their sockets included; the
     * caller's own session stays. Answers how many ended.
     */
    async revokeOtherSessions(actor: Required<Actor>): Promise<{ revoked: number }> {
      const ended = await sessions.revokeUserSessions(actor.userId, actor.sessionId);
      await announceSessionsEnded({ ...deps, sessionCache: cache }, actor.userId, ended);
      return { revoked: ended.length };
    },

    /** Revokes one of the caller's sessions; unknown, inactive or someone else's → 404. */
    async revokeSession(actor: Actor, sessionId: string): Promise<{ revoked: true; sessionId: string }> {
      const session = await sessions.findActiveSession(sessionId);
      if (!session || !sessionPolicy.canRevoke(actor, session)) throw new AppError('NOT_FOUND');
      await endSession(session.userId, session.id);
      return { revoked: true, sessionId: session.id };
    },
  };
}
