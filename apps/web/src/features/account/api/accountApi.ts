import type { PasswordChangeInput } from '@sym/contracts';
import { call } from '../../../lib/transport';

export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
};

export const accountApi = {
  /** Deletes the signed-in user's account; `email` is the account e-mail they typed to confirm. */
  deleteAccount: (email: string) => call('users.deleteAccount', { email }),
  /** Changes (or adds) the password; every other session is signed out. */
  changePassword: (input: PasswordChangeInput) => call('auth.password.change', input),
  sessions: () => call('auth.sessions.list'),
  revokeSession: (sessionId: string) => call('auth.sessions.revoke', { sessionId }),
  revokeOtherSessions: () => call('auth.sessions.revokeOthers'),
};
