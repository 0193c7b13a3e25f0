import type { PasswordForgotInput, PasswordResetInput } from '@sym/contracts';
import { call } from '../../../lib/transport';

/** Recovering a forgotten password (issue 29); all over HTTP, without a session. */
export const passwordApi = {
  recovery: () => call('auth.password.recovery'),
  forgot: (input: PasswordForgotInput) => call('auth.password.forgot', input),
  reset: (input: PasswordResetInput) => call('auth.password.reset', input),
};
