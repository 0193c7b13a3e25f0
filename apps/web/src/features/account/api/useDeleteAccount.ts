import { useMutation } from '@tanstack/react-query';
import { accountApi } from './accountApi';

/** Deletes the account; nothing is cached afterwards, since the caller signs out on success. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (email: string) => accountApi.deleteAccount(email) });
}
