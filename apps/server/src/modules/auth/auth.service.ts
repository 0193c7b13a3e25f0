import {
  DOMAIN_MESSAGES,
  type AuthResult,
  type AuthTokens,
  type LoginInput,
  type RegisterInput,
  type User,
} from '@sym/contracts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { AccountAdmission } from '../admin/account-admission.ts';
import type { RateLimitService } from '../rate-limit/rate-limit.service.ts';
import { presentUser } from '../users/users.presenter.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { assertStrongPassword } from './password-strength.ts';
import { hashPassword, preparePasswordTiming, verifyPassword } from './password.service.ts';
import type { RefreshTokenRepository } from './refresh-token.repository.ts';
import type { SessionRepository } from './session.repository.ts';
import type { SessionService } from './session.service.ts';
import { generateRefreshToken, hashRefreshToken, type AccessTokens } from './token.service.ts';

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
  /** Who may register (the registration mode, the first user) and sign in (not a disabled account), and as what. */
  admission: Pick<AccountAdmission, 'assertMayRegister' | 'admit' | 'admitSignIn'>;
  /** Opens the session of a sign-up or sign-in, ends one whose refresh token leaked. */
  sessions: SessionService;
  /** Whether an account signed in from an address before (the sign-in limits ask). */
  sessionRecords: Pick<SessionRepository, 'hasSessionFromIp'>;
  refreshTokens: RefreshTokenRepository;
  tokens: AccessTokens;
  rateLimits: RateLimitService;
  /** How long a just-rotated refresh token still gets a pair (a second tab's refresh) instead of revoking. */
  reuseGraceSeconds: number;
}

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

/** Sign-up, sign-in, and token refresh with rotation and reuse detection (sessions: session.service.ts). */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {
    preparePasswordTiming().catch(() => undefined);
  }

  /**
   * Creates an e-mail account and signs it in; a site that does not admit the address (its registration mode,
   * account-admission.ts) answers 403 before anything else is checked. A weak password (common, or guessable by zxcvbn, also from the
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
    if (client.ip) await this.deps.rateLimits.hitIp(client.ip);
    await this.deps.rateLimits.assertIpFailuresAllowed(client.ip);
    await this.deps.admission.assertMayRegister(input.email);
    await assertStrongPassword(input.password, input, 'password');
    const passwordHash = await hashPassword(input.password);
    const refuseTakenEmail = async () => {
      await this.deps.rateLimits.recordIpFailure(client.ip);
      return validationError('email', DOMAIN_MESSAGES.emailTaken);
    };
    if (await this.deps.users.findByEmail(input.email)) throw await refuseTakenEmail();
    let created;
    try {
      created = await this.deps.admission.admit(input.email, (users, role) =>
        users.createEmailUser({ email: input.email, name: input.name, passwordHash, role }),
      );
    } catch (error) {
      // Two sign-ups with one e-mail at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw await refuseTakenEmail();
      throw error;
    }
    const user = (await this.deps.users.touchLastLogin(created.id)) ?? created;
    const tokenPair = await this.deps.sessions.issueSession(user.id, client);
    return { ...tokenPair, user: presentUser(user) };
  }

  /**
   * Signs in with e-mail and password; wrong credentials are 401, too many failures 429 (per e-mail and
   * address, so failures elsewhere do not lock the owner out; see the rate-limit service).
   */
  async login(input: LoginInput, client: ClientInfo): Promise<AuthResult> {
    if (client.ip) await this.deps.rateLimits.hitIp(client.ip);
    const found = await this.deps.users.findByEmail(input.email);
    const { ip } = client;
    await this.deps.rateLimits.assertSignInAllowed({
      email: input.email,
      ip,
      isKnownAddress: async () =>
        Boolean(found && ip && (await this.deps.sessionRecords.hasSessionFromIp(found.id, ip))),
    });
    const isValid = await verifyPassword(found?.passwordHash, input.password);
    if (!found || !isValid) {
      await this.deps.rateLimits.recordSignInFailure(input.email, ip);
      throw new AppError('UNAUTHORIZED', DOMAIN_MESSAGES.invalidCredentials);
    }
    const admitted = await this.deps.admission.admitSignIn(found);
    await this.deps.rateLimits.recordSignInSuccess(input.email, ip);
    const user = (await this.deps.users.touchLastLogin(admitted.id)) ?? admitted;
    const tokenPair = await this.deps.sessions.issueSession(user.id, client);
    return { ...tokenPair, user: presentUser(user) };
  }

  /**
   * Exchanges a refresh token for a new pair and retires the old one. A token retired less than the grace
   * window ago (two tabs refreshing with the same token at once) gets a pair of its own, and the pair the
   * first refresh answered stays valid, so both tabs stay signed in. A retired token presented later means
   * it leaked: the whole session is revoked and the answer is 401.
   */
  async refresh(refreshToken: string): Promise<AuthTokens> {
    const tokenHash = hashRefreshToken(refreshToken);
    const found = await this.deps.refreshTokens.findRefreshToken(tokenHash);
    if (!found) throw new AppError('UNAUTHORIZED');
    const { token, session } = found;
    if (session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw new AppError('UNAUTHORIZED');
    // A disabled account's sessions are revoked with it; one opened in the same instant is refused here.
    if ((await this.deps.users.findById(session.userId))?.disabledAt) throw new AppError('UNAUTHORIZED');
    const nextToken = generateRefreshToken();
    const succession = {
      sessionId: session.id,
      oldHash: tokenHash,
      newHash: hashRefreshToken(nextToken),
      expiresAt: this.deps.sessions.expiryFromNow(),
    };
    const { refreshTokens, reuseGraceSeconds: graceSeconds } = this.deps;
    // A token read as current may still lose the race to a concurrent refresh: then it is a grace case too.
    const isRotated = !token.rotatedAt && (await refreshTokens.rotateRefreshToken(succession));
    if (!isRotated && !(await refreshTokens.addGraceToken({ ...succession, graceSeconds }))) {
      await this.deps.sessions.endSession(session.userId, session.id);
      throw new AppError('UNAUTHORIZED');
    }
    const accessToken = await this.deps.tokens.signAccessToken({ userId: session.userId, sessionId: session.id });
    return { accessToken, refreshToken: nextToken };
  }
}
