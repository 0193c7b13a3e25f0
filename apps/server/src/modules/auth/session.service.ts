import type { AuthTokens, Session } from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import { presentUser } from '../users/users.presenter.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { presentSession } from './auth.presenter.ts';
import { sessionPolicy, type Actor } from './auth.policy.ts';
import type { AuthIdentity, ClientInfo } from './auth.service.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionRepository } from './session.repository.ts';
import type { SessionsEnded } from './sessions-ended.ts';
import { generateRefreshToken, hashRefreshToken, type AccessTokens } from './token.service.ts';

export interface SessionServiceDeps {
  sessions: SessionRepository;
  users: UsersRepository;
  tokens: AccessTokens;
  refreshTokenTtlDays: number;
  /** Resolved sessions, so an authenticated request needs no database round trip; none: every request asks. */
  sessionCache?: SessionCache<AuthIdentity> | undefined;
  /** Tells every process's session cache, and the sockets signed in with them, that sessions ended. */
  ended: SessionsEnded;
}

/** Touching last_used_at on every request would write on every read; once a minute is enough. */
const SESSION_TOUCH_INTERVAL_SECONDS = 60;
const SESSION_TOUCH_INTERVAL_MS = SESSION_TOUCH_INTERVAL_SECONDS * 1000;
const DAY_MS = 86_400_000;

/** Sessions: opening one, resolving the identity behind a token, listing and ending them. */
export class SessionService {
  /** Lookups of a session in the database now, by session and user, with the cache's ticket when each began. */
  private readonly resolving = new Map<string, { ticket: number; identity: Promise<AuthIdentity | undefined> }>();

  constructor(private readonly deps: SessionServiceDeps) {}

  /** When a session opened or refreshed now ends: REFRESH_TOKEN_TTL_DAYS from now. */
  expiryFromNow(): Date {
    return new Date(Date.now() + this.deps.refreshTokenTtlDays * DAY_MS);
  }

  /** Opens a session for the user and returns its access and refresh tokens (sign-up, sign-in, social sign-in). */
  async issueSession(userId: string, client: ClientInfo): Promise<AuthTokens> {
    const refreshToken = generateRefreshToken();
    const session = await this.deps.sessions.createSession({
      userId,
      refreshTokenHash: hashRefreshToken(refreshToken),
      expiresAt: this.expiryFromNow(),
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      ip: client.ip,
    });
    const accessToken = await this.deps.tokens.signAccessToken({ userId, sessionId: session.id });
    return { accessToken, refreshToken };
  }

  /**
   * The identity behind a session id, if the session is active and belongs to that user. A session resolved
   * moments ago comes from the cache (its last_used_at still moves, once a minute); revocation and user changes
   * evict it at once (session-invalidation.ts). Requests of one session that miss the cache together (its first
   * requests, or all of them when its entry expires under load) share one lookup, unless an eviction came after
   * that lookup began.
   */
  async resolveSession(userId: string, sessionId: string): Promise<AuthIdentity | undefined> {
    const { sessions, sessionCache: cache } = this.deps;
    const cached = cache?.get(sessionId, userId);
    if (cached) {
      if (cache!.shouldTouch(sessionId, SESSION_TOUCH_INTERVAL_MS)) {
        await sessions.touchSession(sessionId, SESSION_TOUCH_INTERVAL_SECONDS);
      }
      return cached;
    }
    // Only while the cache hears every revocation: a lookup shared then is as fresh as one's own.
    if (!cache?.isOn) return this.lookUp(userId, sessionId, cache?.begin() ?? 0);
    const ticket = cache.begin();
    const key = `${sessionId}:${userId}`;
    const pending = this.resolving.get(key);
    if (pending && pending.ticket === ticket) return pending.identity;
    const identity = this.lookUp(userId, sessionId, ticket);
    this.resolving.set(key, { ticket, identity });
    const forget = () => {
      if (this.resolving.get(key)?.identity === identity) this.resolving.delete(key);
    };
    identity.then(forget, forget);
    return identity;
  }

  /** Reads the session and its user from the database, and keeps the identity unless evicted since `ticket`. */
  private async lookUp(userId: string, sessionId: string, ticket: number): Promise<AuthIdentity | undefined> {
    const { sessions, sessionCache: cache } = this.deps;
    const session = await sessions.findActiveSession(sessionId);
    if (!session || session.userId !== userId) return undefined;
    const user = await this.deps.users.findById(userId);
    // A disabled account's sessions end with it; one opened in that instant still resolves to nobody.
    if (!user || user.disabledAt) return undefined;
    await sessions.touchSession(sessionId, SESSION_TOUCH_INTERVAL_SECONDS);
    const identity = { user: presentUser(user), sessionId };
    cache?.set(ticket, sessionId, userId, identity, session.expiresAt.getTime());
    return identity;
  }

  /** Verifies an access token and its session (revoked or expired sessions fail); undefined when invalid. */
  async authenticate(accessToken: string): Promise<AuthIdentity | undefined> {
    const claims = await this.deps.tokens.verifyAccessToken(accessToken);
    if (!claims) return undefined;
    return this.resolveSession(claims.userId, claims.sessionId);
  }

  /** Ends a session and says so (after the write), whatever the reason: sign-out, revocation, a leaked token. */
  async endSession(userId: string, sessionId: string): Promise<void> {
    await this.deps.sessions.revokeSession(sessionId);
    await this.deps.ended.announceOne(userId, sessionId);
  }

  /** Revokes the caller's current session. */
  async logout(actor: Actor): Promise<{ loggedOut: true }> {
    if (actor.sessionId) await this.endSession(actor.userId, actor.sessionId);
    return { loggedOut: true };
  }

  /** The caller's active sessions, the current one marked. */
  async listSessions(actor: Actor): Promise<Session[]> {
    const rows = await this.deps.sessions.listActiveSessions(actor.userId);
    return rows.map((row) => presentSession(row, actor.sessionId));
  }

  /**
   * Signs out every other session of the caller at once, in every process, their sockets included; the
   * caller's own session stays. Answers how many ended.
   */
  async revokeOtherSessions(actor: Required<Actor>): Promise<{ revoked: number }> {
    const ended = await this.deps.sessions.revokeUserSessions(actor.userId, actor.sessionId);
    await this.deps.ended.announce(actor.userId, ended);
    return { revoked: ended.length };
  }

  /** Revokes one of the caller's sessions; unknown, inactive or someone else's → 404. */
  async revokeSession(actor: Actor, sessionId: string): Promise<{ revoked: true; sessionId: string }> {
    const session = await this.deps.sessions.findActiveSession(sessionId);
    if (!session || !sessionPolicy.canRevoke(actor, session)) throw new AppError('NOT_FOUND');
    await this.endSession(session.userId, session.id);
    return { revoked: true, sessionId: session.id };
  }
}
