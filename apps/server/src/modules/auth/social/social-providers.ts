import type { SocialProvider } from '@sym/contracts';

/** A normalised account as the identity provider describes it. */
export interface SocialProfile {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** How one provider signs users in: OpenID Connect discovery, or plain OAuth 2.0 with a profile API. */
export type SocialProviderDefinition =
  | { protocol: 'oidc'; issuer: string; scope: string }
  | {
      protocol: 'oauth2';
      authorizationEndpoint: string;
      tokenEndpoint: string;
      scope: string;
      fetchProfile: (accessToken: string) => Promise<Omit<SocialProfile, 'provider'>>;
    };

async function getJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'sym-studio' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Profile request failed with status ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

async function fetchGithubProfile(accessToken: string) {
  const user = await getJson('https://api.github.com/user', accessToken);
  const emails = (await getJson('https://api.github.com/user/emails', accessToken)) as unknown;
  const primary = Array.isArray(emails)
    ? (emails as { email: string; primary: boolean; verified: boolean }[]).find((e) => e.primary)
    : undefined;
  return {
    subject: String(user.id),
    email: primary?.email ?? text(user.email),
    emailVerified: primary?.verified ?? false,
    name: text(user.name) ?? text(user.login),
    picture: text(user.avatar_url),
  };
}

async function fetchFacebookProfile(accessToken: string) {
  const user = await getJson('https://graph.facebook.com/v19.0/me?fields=id,name,email,picture', accessToken);
  const picture = (user.picture as { data?: { url?: string } } | undefined)?.data?.url;
  // Facebook only returns e-mail addresses it has confirmed.
  return {
    subject: String(user.id),
    email: text(user.email),
    emailVerified: Boolean(user.email),
    name: text(user.name),
    picture: text(picture),
  };
}

async function fetchTwitterProfile(accessToken: string) {
  const body = await getJson('https://api.twitter.com/2/users/me?user.fields=profile_image_url', accessToken);
  const user = (body.data ?? {}) as Record<string, unknown>;
  return {
    subject: String(user.id),
    email: null,
    emailVerified: false,
    name: text(user.name) ?? text(user.username),
    picture: text(user.profile_image_url),
  };
}

/**
 * Built-in endpoints per provider. Setting `<PROVIDER>_ISSUER` switches a provider to OpenID Connect discovery
 * against that issuer (a self-hosted or brokered identity provider, and the local provider in tests).
 */
export function providerDefinition(provider: SocialProvider, issuer?: string): SocialProviderDefinition {
  if (issuer) return { protocol: 'oidc', issuer, scope: 'openid email profile' };
  switch (provider) {
    case 'google':
      return { protocol: 'oidc', issuer: 'https://accounts.google.com', scope: 'openid email profile' };
    case 'github':
      return {
        protocol: 'oauth2',
        authorizationEndpoint: 'https://github.com/login/oauth/authorize',
        tokenEndpoint: 'https://github.com/login/oauth/access_token',
        scope: 'read:user user:email',
        fetchProfile: fetchGithubProfile,
      };
    case 'facebook':
      return {
        protocol: 'oauth2',
        authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
        tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
        scope: 'email public_profile',
        fetchProfile: fetchFacebookProfile,
      };
    case 'twitter':
      return {
        protocol: 'oauth2',
        authorizationEndpoint: 'https://twitter.com/i/oauth2/authorize',
        tokenEndpoint: 'https://api.twitter.com/2/oauth2/token',
        scope: 'users.read tweet.read',
        fetchProfile: fetchTwitterProfile,
      };
  }
}
