import { useQuery } from '@tanstack/react-query';
import { passwordApi } from '../api/passwordApi';

/** Whether this site can mail a reset link (it has SMTP); asked once per visit to the forgotten-password page. */
export function usePasswordRecovery() {
  return useQuery({ queryKey: ['auth', 'password-recovery'], queryFn: passwordApi.recovery, staleTime: 5 * 60_000 });
}
