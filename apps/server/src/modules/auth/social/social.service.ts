import * as oidc from 'openid-client';
import {
  DOMAIN_MESSAGES,
  SOCIAL_PROVIDERS,
  unsupportedSocialLoginMessage,
  type AuthResult,
  type SocialCallbackInput,
  type SocialProvider,
} from '@sym/contracts';
import { AppError, validationError } from '../../../errors/app-error.ts';
import type { AccountAdmission } from '../../admin/account-admission.ts';
import type { UsersRepository } from '../../users/users.repository.ts';
import { presentUser } from '../../users/users.presenter.ts';
import type { ClientInfo } from '../auth.service.ts';
import type { SessionService } from '../session.service.ts';
import { SocialClient, type SocialClientSettings } from './social-client.ts';
import type { SocialProfile } from './social-providers.ts';
import type { SocialRepository } from './social.repository.ts';

const STATE_TTL_MS = 10 * 60_000;
/** The identity provider sends the browser back to the sign-in screen, which finishes the sign-in. */
const CALLBACK_PATH = '/login';

export interface SocialAuthServiceDeps {
  providers: Partial<Record<SocialProvider, SocialClientSettings>>;
  publicUrl: string;
  states: SocialRepository;
  users: UsersRepository;
  /** Whether a first sign-in may create an account (registration mode), and a disabled account is kept out. */
  admission: Pick<AccountAdmission, 'admit' | 'admitSignIn'>;
  sessions: Pick<SessionService, 'issueSession'>;
}

/** Where a failed code exchange is reported (the caller's request logger). */
export type FailureLog = (error: unknown, message: string) => void;

const LOGIN_FAILED = 'Login failed';

/** Social sign-in through OpenID Connect / OAuth 2.0 with PKCE, one client per configured provider. */
export class SocialAuthService {
  private readonly clients = new Map<SocialProvider, SocialClient>();

  constructor(private readonly deps: SocialAuthServiceDeps) {}

  /** The providers whose client id and secret are set. */
  configuredProviders(): SocialProvider[] {
    return SOCIAL_PROVIDERS.filter((provider) => this.deps.providers[provider] !== undefined);
  }

  /** Records state, nonce and PKCE verifier, and returns the provider's authorization URL. */
  async start(provider: string): Promise<string> {
    const client = this.clientFor(provider);
    const request = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      redirectUri: `${this.deps.publicUrl}${CALLBACK_PATH}`,
    };
    const url = await client.authorizationUrl(request);
    await this.deps.states.createState({ ...request, provider, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
    return url;
  }

  /** Finishes a sign-in from the code and state the provider returned; the state is usable once. */
  async complete(input: SocialCallbackInput, clientInfo: ClientInfo, log?: FailureLog): Promise<AuthResult> {
    const pending = await this.deps.states.consumeState(input.state);
    if (!pending || pending.expiresAt.getTime() < Date.now()) throw new AppError('UNAUTHORIZED', LOGIN_FAILED);
    const client = this.clientFor(pending.provider);
    const callbackUrl = new URL(pending.redirectUri);
    callbackUrl.searchParams.set('code', input.code);
    callbackUrl.searchParams.set('state', input.state);
    if (input.iss) callbackUrl.searchParams.set('iss', input.iss);
    let profile: SocialProfile;
    try {
      profile = await client.exchange(callbackUrl, {
        state: pending.state,
        nonce: pending.nonce ?? '',
        codeVerifier: pending.codeVerifier,
      });
    } catch (error) {
      log?.(error, 'social sign-in code exchange failed');
      throw new AppError('UNAUTHORIZED', LOGIN_FAILED);
    }
    const user = await this.deps.admission.admitSignIn(await this.userFor(profile));
    const tokens = await this.deps.sessions.issueSession(user.id, clientInfo);
    return { ...tokens, user: presentUser(user) };
  }

  private clientFor(provider: string): SocialClient {
    const known = SOCIAL_PROVIDERS.find((p) => p === provider);
    const settings = known && this.deps.providers[known];
    if (!known || !settings) {
      const message = known ? unsupportedSocialLoginMessage(known) : `${provider} login is not supported`;
      throw new AppError('NOT_FOUND', message);
    }
    let client = this.clients.get(known);
    if (!client) {
      client = new SocialClient(known, settings);
      this.clients.set(known, client);
    }
    return client;
  }

  private async userFor(profile: SocialProfile) {
    const { users } = this.deps;
    const identity = await users.findIdentity(profile.provider, profile.subject);
    if (identity) {
      const linked = await users.findById(identity.userId);
      if (linked) return linked;
    }
    const email = profile.email ?? `${profile.provider}-${profile.subject}@users.noreply.invalid`;
    const existing = await users.findByEmail(email);
    if (existing) {
      // Only an address the provider has verified may take over an existing account.
      if (!profile.emailVerified) {
        throw validationError('email', `${DOMAIN_MESSAGES.emailTaken}. Sign in with your password.`);
      }
      await users.linkIdentity(existing.id, profile);
      return existing;
    }
    return this.deps.admission.admit(
      email,
      (transactionUsers, role) =>
        transactionUsers.createSocialUser({
          email,
          name: profile.name ?? email.split('@')[0]!,
          provider: profile.provider,
          subject: profile.subject,
          profilePicture: profile.picture,
          emailVerified: profile.emailVerified,
          role,
        }),
      { isEmailVerified: profile.emailVerified },
    );
  }
}
