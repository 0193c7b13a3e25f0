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
  /** Hears 'session.revoked', so the sockets signed in with a revoked session lose their rooms. */
  events?: Pick<DomainEvents, 'publish'>;
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Touching last_used_at on every request would write on every read; once a minute is enough. */
const SESSION_TOUCH_INTERVAL_SECONDS = 60;
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
  const { users, sessions, tokens, rateLimits } = deps;
  const sessionExpiry = () => new Date(Date.now() + deps.refreshTokenTtlDays * DAY_MS);

  /** Ends a session and says so (after the write), whatever the reason: sign-out, revocation, a leaked token. */
  async function endSession(userId: string, sessionId: string): Promise<void> {
    await sessions.revokeSession(sessionId);
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

  /** The identity behind a session id, if the session is active and belongs to that user. */
  async function resolveSession(userId: string, sessionId: string): Promise<AuthIdentity | undefined> {
    const session = await sessions.findActiveSession(sessionId);
    if (!session || session.userId !== userId) return undefined;
    const user = await users.findById(userId);
    if (!user) return undefined;
    await sessions.touchSession(sessionId, SESSION_TOUCH_INTERVAL_SECONDS);
    return { user: presentUser(user), sessionId };
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

    /** Creates an e-mail account and signs it in; a taken e-mail is a 422 on the email field. */
    async register(input: RegisterInput, client: ClientInfo): Promise<AuthResult> {
      if (client.ip) await rateLimits.hitIp(client.ip);
      if (await users.findByEmail(input.email)) throw validationError('email', DOMAIN_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);
      let created;
      try {
        created = await users.createEmailUser({ email: input.email, name: input.name, passwordHash });
      } catch (error) {
        // Two sign-ups with one e-mail at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw validationError('email', DOMAIN_MESSAGES.emailTaken);
        throw error;
      }
      const user = (await users.touchLastLogin(created.id)) ?? created;
      const tokenPair = await issueSession(user.id, client);
      return { ...tokenPair, user: presentUser(user) };
    },

    /** Signs in with e-mail and password; wrong credentials are 401, too many failures 429. */
    async login(input: LoginInput, client: ClientInfo): Promise<AuthResult> {
      if (client.ip) await rateLimits.hitIp(client.ip);
      await rateLimits.assertAccountAllowed(input.email);
      const found = await users.findByEmail(input.email);
      const isValid = await verifyPassword(found?.passwordHash, input.password);
      if (!found || !isValid) {
        await rateLimits.recordAccountFailure(input.email);
        throw new AppError('UNAUTHORIZED', DOMAIN_MESSAGES.invalidCredentials);
      }
      await rateLimits.resetAccount(input.email);
      const user = (await users.touchLastLogin(found.id)) ?? found;
      const tokenPair = await issueSession(user.id, client);
      return { ...tokenPair, user: presentUser(user) };
    },

    /**
     * Exchanges a refresh token for a new pair and retires the old one. A retired token presented again
     * means it leaked: the whole session is revoked and the answer is 401.
     */
    async refresh(refreshToken: string): Promise<AuthTokens> {
      const tokenHash = hashRefreshToken(refreshToken);
      const found = await sessions.findRefreshToken(tokenHash);
      if (!found) throw new AppError('UNAUTHORIZED');
      const { token, session } = found;
      if (token.rotatedAt) {
        await endSession(session.userId, session.id);
        throw new AppError('UNAUTHORIZED');
      }
      if (session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw new AppError('UNAUTHORIZED');
      const nextToken = generateRefreshToken();
      const isRotated = await sessions.rotateRefreshToken({
        sessionId: session.id,
        oldHash: tokenHash,
        newHash: hashRefreshToken(nextToken),
        expiresAt: sessionExpiry(),
      });
      if (!isRotated) {
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

    /** Revokes one of the caller's sessions; unknown, inactive or someone else's → 404. */
    async revokeSession(actor: Actor, sessionId: string): Promise<{ revoked: true; sessionId: string }> {
      const session = await sessions.findActiveSession(sessionId);
      if (!session || !sessionPolicy.canRevoke(actor, session)) throw new AppError('NOT_FOUND');
      await endSession(session.userId, session.id);
      return { revoked: true, sessionId: session.id };
    },
  };
}
