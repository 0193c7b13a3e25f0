import type { LoginInput, RegisterInput, SocialCallbackInput } from '@sym/contracts';
import { call } from '../../../lib/transport';

/** Auth operations of spec §7; all go over HTTP (see the transport's HTTP-only actions). */
export const authApi = {
  login: (input: LoginInput) => call('auth.login', input),
  register: (input: RegisterInput) => call('auth.register', input),
  socialCallback: (input: SocialCallbackInput) => call('auth.social.callback', input),
  socialProviders: () => call('auth.social.providers'),
  profile: () => call('users.profile'),
  logout: (refreshToken: string | null) => call('auth.logout', refreshToken ? { refreshToken } : {}),
};
