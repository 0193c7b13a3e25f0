import { SocialCallbackInput } from '../auth.ts';
import { EmptyInput, PendingOutput, defineContracts, get, post } from './define.ts';

export const socialContracts = defineContracts({
  'auth.social.providers': {
    summary: 'Providers auth social',
    auth: 'none',
    http: get('/api/auth/social/providers'),
    httpOnly: true,
    input: EmptyInput,
    output: PendingOutput,
  },
  'auth.social.callback': {
    summary: 'Callback auth social',
    auth: 'none',
    http: post('/api/auth/social/callback'),
    httpOnly: true,
    input: SocialCallbackInput,
    output: PendingOutput,
  },
});
