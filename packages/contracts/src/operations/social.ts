import { AuthResult, SocialCallbackInput, SocialProviders } from '../auth.ts';
import { EXAMPLE_TOKENS, EXAMPLE_USER } from './auth.ts';
import { EmptyInput, defineContracts, get, post } from './define.ts';

export const socialContracts = defineContracts({
  'auth.social.providers': {
    summary: 'List the social sign-in providers the server offers',
    auth: 'none',
    http: get('/api/auth/social/providers'),
    httpOnly: true,
    input: EmptyInput,
    output: SocialProviders,
    example: { input: {}, output: { providers: ['google', 'github'] } },
  },
  'auth.social.callback': {
    summary: "Finish a social sign-in with the provider's code and state",
    auth: 'none',
    http: post('/api/auth/social/callback'),
    httpOnly: true,
    input: SocialCallbackInput,
    output: AuthResult,
    example: {
      // `iss` as the provider sent it back (RFC 9207): a provider that sends it is refused without it.
      input: { code: '4/0AeaYSHB8xK2', state: 'Qm9vdHN0cmFwLXN0YXRlLTE3MzI3', iss: 'https://accounts.google.com' },
      output: {
        ...EXAMPLE_TOKENS,
        user: {
          ...EXAMPLE_USER,
          emailVerified: true,
          authProvider: 'google',
          profilePicture: 'https://lh3.googleusercontent.com/a/ada-photo',
          hasPassword: false,
        },
      },
    },
  },
});
