import type { AuthResult, LoginInput, RegisterInput, SocialCallbackInput, User } from '@sym/contracts';
import { call } from '../../../lib/transport';

export interface SocialProvidersResult {
  providers: string[];
}

/** The profile endpoint answers with the user, or with { user } in some deployments; both are accepted. */
function userOf(data: User | { user: User }): User {
  return 'user' in data ? data.user : data;
}

/** Auth operations of spec §7; all go over HTTP (see the transport's HTTP-only actions). */
export const authApi = {
  login: (input: LoginInput) => call<AuthResult>('auth.login', input),
  register: (input: RegisterInput) => call<AuthResult>('auth.register', input),
  socialCallback: (input: SocialCallbackInput) => call<AuthResult>('auth.social.callback', input),
  socialProviders: () => call<SocialProvidersResult>('auth.social.providers'),
  profile: async () => userOf(await call<User | { user: User }>('users.profile')),
  logout: (refreshToken: string | null) => call<unknown>('auth.logout', refreshToken ? { refreshToken } : {}),
};
