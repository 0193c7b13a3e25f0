import * as oidc from 'openid-client';
import { IDP_TOKEN_ATTEMPTS, IDP_TOKEN_REQUEST_TIMEOUT_MS, type SocialProvider } from '@sym/contracts';
import { providerDefinition, type SocialProfile, type SocialProviderDefinition } from './social-providers.ts';

export interface SocialClientSettings {
  clientId: string;
  clientSecret: string;
  issuer?: string | undefined;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** Plain-HTTP identity providers are accepted only on loopback (local development and tests). */
function isLoopbackHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

/** Network failures and 5xx answers are worth another attempt; OAuth error answers are not. */
function isTransient(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch failed
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number') return status >= 500;
  const code = (error as { code?: unknown }).code;
  return code === 'OAUTH_TIMEOUT' || (error as { name?: unknown }).name === 'TimeoutError';
}

/** One identity provider: builds the PKCE authorization URL and turns a returned code into a profile. */
export class SocialClient {
  private readonly definition: SocialProviderDefinition;
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    readonly provider: SocialProvider,
    private readonly settings: SocialClientSettings,
  ) {
    this.definition = providerDefinition(provider, settings.issuer);
  }

  private loadConfiguration(): Promise<oidc.Configuration> {
    const { clientId, clientSecret } = this.settings;
    const definition = this.definition;
    if (definition.protocol === 'oidc') {
      const options = isLoopbackHttp(definition.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined;
      return oidc.discovery(new URL(definition.issuer), clientId, clientSecret, undefined, options);
    }
    const metadata = {
      issuer: new URL(definition.authorizationEndpoint).origin,
      authorization_endpoint: definition.authorizationEndpoint,
      token_endpoint: definition.tokenEndpoint,
    };
    return Promise.resolve(new oidc.Configuration(metadata, clientId, clientSecret));
  }

  private getConfiguration(): Promise<oidc.Configuration> {
    this.configuration ??= this.loadConfiguration().then(
      (configuration) => {
        configuration.timeout = IDP_TOKEN_REQUEST_TIMEOUT_MS / 1000;
        return configuration;
      },
      (error: unknown) => {
        this.configuration = undefined; // try discovery again next time
        throw error;
      },
    );
    return this.configuration;
  }

  /** The provider URL the browser is sent to, with state, nonce and an S256 PKCE challenge. */
  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const configuration = await this.getConfiguration();
    const parameters: Record<string, string> = {
      redirect_uri: request.redirectUri,
      scope: this.definition.scope,
      state: request.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (this.definition.protocol === 'oidc') parameters.nonce = request.nonce;
    return oidc.buildAuthorizationUrl(configuration, parameters).href;
  }

  /** Exchanges the returned code (token endpoint POST, up to 3 attempts) and reads the user's profile. */
  async exchange(callbackUrl: URL, request: Omit<AuthorizationRequest, 'redirectUri'>): Promise<SocialProfile> {
    const configuration = await this.getConfiguration();
    const isOidc = this.definition.protocol === 'oidc';
    const checks = {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
      ...(isOidc ? { expectedNonce: request.nonce, idTokenExpected: true } : {}),
    };
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>> | undefined;
    for (let attempt = 1; !tokens; attempt += 1) {
      try {
        tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, checks);
      } catch (error) {
        if (attempt >= IDP_TOKEN_ATTEMPTS || !isTransient(error)) throw error;
      }
    }
    if (this.definition.protocol === 'oauth2') {
      return { provider: this.provider, ...(await this.definition.fetchProfile(tokens.access_token)) };
    }
    const claims = tokens.claims();
    if (!claims) throw new Error('The identity provider returned no ID token');
    const hasUserInfo = Boolean(configuration.serverMetadata().userinfo_endpoint);
    const info = hasUserInfo ? await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub) : claims;
    const read = (key: string) => {
      const value = info[key] ?? claims[key];
      return typeof value === 'string' && value.length > 0 ? value : null;
    };
    return {
      provider: this.provider,
      subject: claims.sub,
      email: read('email'),
      emailVerified: (info.email_verified ?? claims.email_verified) === true,
      name: read('name') ?? read('preferred_username'),
      picture: read('picture'),
    };
  }
}
