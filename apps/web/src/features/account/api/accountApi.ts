import { call } from '../../../lib/transport';

export const accountApi = {
  /** Deletes the signed-in user's account; `email` is the account e-mail they typed to confirm. */
  deleteAccount: (email: string) => call('users.deleteAccount', { email }),
};
